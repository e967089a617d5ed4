import {data} from 'react-router';
import {routePolicy} from '~/features/http/route-policy';
import {ACCOUNT_COPY} from '~/features/account/copy';
import {ACCOUNT_ORDER_QUERY} from '~/features/account/account-queries';
import {
  dataOrUnavailable,
  requireAccounts,
} from '~/features/account/account.server';
import {dateOf, orderGid, statusWords} from '~/features/account/format';
import {ROUTES} from '~/lib/navigation';
import type {Route} from './+types/account.orders.$id';
import {useFormatMoney, useLocalize} from '~/features/markets/use-market';

export const handle = routePolicy({audience: 'personal'});

/** One order of the customer's; another's, or a made-up id, is a 404 that says so. */
export async function loader({params, context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  const id = orderGid(params.id);
  const order = id
    ? dataOrUnavailable(
        await context.customerAccount.query(ACCOUNT_ORDER_QUERY, {
          variables: {id},
        }),
        context.log,
      ).order
    : null;
  return order ? {order} : data({order: null}, {status: 404});
}

export default function AccountOrder({loaderData}: Route.ComponentProps) {
  const localize = useLocalize();
  const formatMoney = useFormatMoney();
  const copy = ACCOUNT_COPY.orders;
  const {order} = loaderData;
  if (!order)
    return (
      <>
        <p role="alert">{copy.notFound}</p>
        <p className="mt-6">
          <a href={localize(ROUTES.accountOrders)} className="underline">
            {copy.back}
          </a>
        </p>
      </>
    );
  return (
    <>
      <h2 className="mb-2 text-xl font-semibold">
        {copy.order} {order.name}
      </h2>
      <p>
        {dateOf(order.processedAt)}
        {' · '}
        {statusWords(order.financialStatus)}
        {' · '}
        {statusWords(order.fulfillmentStatus)}
      </p>
      {order.confirmationNumber ? (
        <p>
          {copy.confirmation}: {order.confirmationNumber}
        </p>
      ) : null}
      <table className="mt-6 w-full text-left">
        <thead>
          <tr>
            <th scope="col">{copy.product}</th>
            <th scope="col">{copy.quantity}</th>
            <th scope="col">{copy.total}</th>
          </tr>
        </thead>
        <tbody>
          {order.lineItems.nodes.map((line) => (
            <tr key={line.id}>
              <td>
                {line.title}
                {line.variantTitle ? ` (${line.variantTitle})` : ''}
              </td>
              <td>{line.quantity}</td>
              <td>{line.totalPrice ? formatMoney(line.totalPrice) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-6 grid grid-cols-[10rem_1fr] gap-2">
        {order.subtotal ? (
          <>
            <dt>{copy.subtotal}</dt>
            <dd>{formatMoney(order.subtotal)}</dd>
          </>
        ) : null}
        <dt>{copy.shipping}</dt>
        <dd>{formatMoney(order.totalShipping)}</dd>
        {order.totalTax ? (
          <>
            <dt>{copy.tax}</dt>
            <dd>{formatMoney(order.totalTax)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{copy.total}</dt>
        <dd className="font-semibold">{formatMoney(order.totalPrice)}</dd>
      </dl>
      <p className="mt-6 flex gap-6">
        <a href={localize(ROUTES.accountOrders)} className="underline">
          {copy.back}
        </a>
        {order.statusPageUrl ? (
          <a href={order.statusPageUrl} className="underline">
            {copy.status}
          </a>
        ) : null}
      </p>
    </>
  );
}
