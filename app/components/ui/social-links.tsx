import { festival } from "../../../content";
import { InstagramIcon, YouTubeIcon } from "./social-icons";

/** The festival's video channel and photo profile, each opening in a new tab. */
export function SocialLinks({ className }: { className: string }) {
  const { youtube, instagram } = festival.socials;
  return (
    <ul className={className}>
      <li>
        <a href={youtube.url} target="_blank" rel="noopener noreferrer">
          <YouTubeIcon />
          <span>{youtube.label}</span>
        </a>
      </li>
      <li>
        <a href={instagram.url} target="_blank" rel="noopener noreferrer">
          <InstagramIcon />
          <span>{instagram.label}</span>
        </a>
      </li>
    </ul>
  );
}
