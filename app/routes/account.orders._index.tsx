import {getPaginationVariables} from '@shopify/hydrogen';
import {routePolicy} from '~/features/http/route-policy';
import {ACCOUNT_COPY} from '~/features/account/copy';
import {ACCOUNT_ORDERS_QUERY} from '~/features/account/account-queries';
import {
  dataOrUnavailable,
  requireAccounts,
} from '~/features/account/account.server';
import {dateOf, orderPathId, statusWords} from '~/features/account/format';
import {ROUTES} from '~/lib/navigation';
import type {Route} from './+types/account.orders._index';
import {useFormatMoney, useLocalize} from '~/features/markets/use-market';

export const handle = routePolicy({audience: 'personal'});

const PAGE_SIZE = 20;

/** The customer's orders, newest first, 20 a page (Hydrogen's cursor parameters). */
export async function loader({request, context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  const variables = getPaginationVariables(request, {pageBy: PAGE_SIZE});
  const {customer} = dataOrUnavailable(
    await context.customerAccount.query(ACCOUNT_ORDERS_QUERY, {variables}),
    context.log,
  );
  return {orders: customer.orders};
}

export default function AccountOrders({loaderData}: Route.ComponentProps) {
  const localize = useLocalize();
  const formatMoney = useFormatMoney();
  const {nodes, pageInfo} = loaderData.orders;
  const copy = ACCOUNT_COPY.orders;
  if (!nodes.length) return <p>{copy.none}</p>;
  return (
    <>
      <h2 className="mb-4 text-xl font-semibold">{copy.title}</h2>
      <table className="w-full text-left">
        <thead>
          <tr>
            <th scope="col">{copy.order}</th>
            <th scope="col">{copy.date}</th>
            <th scope="col">{copy.payment}</th>
            <th scope="col">{copy.fulfillment}</th>
            <th scope="col">{copy.total}</th>
          </tr>
        </thead>
        <tbody>
          {nodes.map((order) => (
            <tr key={order.id}>
              <td>
                <a
                  href={localize(ROUTES.accountOrder(orderPathId(order.id)))}
                  aria-label={copy.view(order.name)}
                  className="underline"
                >
                  {order.name}
                </a>
              </td>
              <td>{dateOf(order.processedAt)}</td>
              <td>{statusWords(order.financialStatus)}</td>
              <td>{statusWords(order.fulfillmentStatus)}</td>
              <td>{formatMoney(order.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-6 flex gap-6">
        {pageInfo.hasPreviousPage && pageInfo.startCursor ? (
          <a
            href={`?${new URLSearchParams({direction: 'previous', cursor: pageInfo.startCursor})}`}
            className="underline"
          >
            {copy.newer}
          </a>
        ) : null}
        {pageInfo.hasNextPage && pageInfo.endCursor ? (
          <a
            href={`?${new URLSearchParams({direction: 'next', cursor: pageInfo.endCursor})}`}
            className="underline"
          >
            {copy.older}
          </a>
        ) : null}
      </p>
    </>
  );
}
