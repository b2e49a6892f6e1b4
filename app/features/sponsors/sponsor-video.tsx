import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "../../components/ui/reduced-motion";

/** Either format is enough (an upload in the console is one file); WebM first when both. */
type Props = { webm?: string; mp4?: string; poster?: string; label: string };

/**
 * A short muted loop. It plays only while on screen, and never for visitors who ask for
 * reduced motion: they keep the poster. Nothing is downloaded until it is needed.
 */
export function SponsorVideo({ webm, mp4, poster, label }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (prefersReducedMotion()) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        // Browsers may still refuse to autoplay (data saver); the poster stays then.
        video.play().catch(() => {});
      } else {
        video.pause();
      }
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  return (
    <video
      ref={videoRef}
      className="sponsor-video"
      width={640}
      height={360}
      poster={poster}
      muted
      loop
      playsInline
      preload="none"
      aria-label={label}
    >
      {webm && <source src={webm} type="video/webm" />}
      {mp4 && <source src={mp4} type="video/mp4" />}
    </video>
  );
}
