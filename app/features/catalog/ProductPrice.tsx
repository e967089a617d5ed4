import {useCopy} from '~/features/markets/use-copy';
import {type Money} from '~/lib/money';
import {useFormatMoney} from '~/features/markets/use-market';

/** A price, with the compare-at price struck through beside it when the price is reduced. */
export function ProductPrice({
  price,
  compareAtPrice,
  from = false,
  className = '',
}: {
  price: Money;
  compareAtPrice?: Money | null;
  /** Other variants cost more: "From $X". */
  from?: boolean;
  className?: string;
}) {
  const formatMoney = useFormatMoney();
  const {CATALOG_COPY} = useCopy('catalog');
  return (
    <p className={className ? `price ${className}` : 'price'}>
      {compareAtPrice ? (
        <span className="sr-only">{CATALOG_COPY.salePrice}</span>
      ) : null}
      <span>
        {/* One text node: a card renders this on every list page. */}
        {from ? CATALOG_COPY.from(formatMoney(price)) : formatMoney(price)}
      </span>
      {compareAtPrice ? (
        <>
          <span className="sr-only">{CATALOG_COPY.regularPrice}</span>
          <s>{formatMoney(compareAtPrice)}</s>
        </>
      ) : null}
    </p>
  );
}
