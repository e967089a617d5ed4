/** A word on a product ("Sale", "Sold out"): text, so it never relies on colour alone. */
export function ProductBadge({
  tone,
  children,
}: {
  tone: 'sale' | 'sold-out';
  children: string;
}) {
  const colours =
    tone === 'sale'
      ? 'bg-orange-700 text-white'
      : 'bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900';
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold uppercase tracking-wide ${colours}`}
    >
      {children}
    </span>
  );
}
