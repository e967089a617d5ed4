import {useRouteLoaderData} from 'react-router';
import {DEFAULT_MARKET, type Market} from './markets';

/**
 * The market of the page being rendered, from the root loader's data (which took it from
 * the URL's prefix). Without the root's data (its loader failed, or the prefix is unknown
 * and the page is the 404) the default market: a page always has one to speak in.
 */
export function useMarket(): Market {
  const rootData = useRouteLoaderData('root') as {market?: Market} | undefined;
  return rootData?.market ?? DEFAULT_MARKET;
}
