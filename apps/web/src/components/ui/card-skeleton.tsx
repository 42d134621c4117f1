/**
 * A card's place while its content loads (a list item, hidden from assistive technology): its
 * picture at the card's aspect ratio, then one bar a line of text, so the content takes the place
 * drawn for it and nothing shifts.
 */
export function CardSkeleton({
  className,
  picture,
  body,
  lines,
}: {
  className: string;
  /** The picture's classes: its aspect ratio, shape and colour. */
  picture: string;
  /** The text's box: its padding and spacing. */
  body: string;
  /** Each line's classes: its height, width and colour. */
  lines: string[];
}) {
  return (
    <li aria-hidden="true" className={className}>
      <div className={`${picture} animate-pulse motion-reduce:animate-none`} />
      <div className={body}>
        {lines.map((line, index) => (
          <div key={index} className={`rounded ${line}`} />
        ))}
      </div>
    </li>
  );
}
