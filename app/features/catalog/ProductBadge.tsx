/** A word on a product ("Sale", "Sold out"): text, so it never relies on colour alone. */
export function ProductBadge({
  tone,
  children,
}: {
  tone: 'sale' | 'sold-out';
  children: string;
}) {
  return (
    <span
      className={tone === 'sale' ? 'badge badge-sale' : 'badge badge-sold-out'}
    >
      {children}
    </span>
  );
}
