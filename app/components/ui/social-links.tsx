import { useContent } from "../../site-content/use-content";
import { InstagramIcon, YouTubeIcon } from "./social-icons";

/** The festival's video channel and photo profile, each opening in a new tab. */
export function SocialLinks({
  className,
  linkClassName,
}: {
  className: string;
  linkClassName?: string;
}) {
  const { festival } = useContent();
  const profiles = [
    { link: festival.socials.youtube, Icon: YouTubeIcon },
    { link: festival.socials.instagram, Icon: InstagramIcon },
  ];
  return (
    <ul className={className}>
      {profiles.map(({ link, Icon }) => (
        <li key={link.url}>
          <a className={linkClassName} href={link.url} target="_blank" rel="noopener noreferrer">
            <Icon />
            <span>{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
