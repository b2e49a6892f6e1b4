type Props = { direction: "previous" | "next"; label: string; onClick: () => void };

/** A round previous/next arrow button; `label` is its accessible name. */
export function CarouselButton({ direction, label, onClick }: Props) {
  return (
    <button type="button" className="carousel-button" aria-label={label} onClick={onClick}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
          stroke="currentColor"
          strokeWidth="2.5"
          fill="none"
        />
      </svg>
    </button>
  );
}
