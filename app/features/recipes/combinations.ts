/**
 * The choices the planner's form offers, enumerated: the landing page promises "10,000+
 * recipe combinations", and combinations.test.ts counts the distinct valid plans they give.
 */
import {COOKS, FUEL_IDS, stylesOf, WOOD_IDS} from './cooks';
import {GRILL_IDS} from './grills';
import type {CookRequest} from './schema';

/** The servings the count covers: the form accepts up to 40, we count a party of up to 16. */
export const COUNTED_SERVINGS = Array.from({length: 16}, (_, i) => i + 1);

/** Every request of cook × style × servings × grill × fuel × wood (in °F, no serve-by time). */
export function* formRequests(): Generator<CookRequest> {
  for (const cook of COOKS)
    for (const style of stylesOf(cook))
      for (const servings of COUNTED_SERVINGS)
        for (const grill of GRILL_IDS)
          for (const fuel of FUEL_IDS)
            for (const wood of WOOD_IDS)
              yield {
                cook: cook.id,
                style,
                servings,
                grill,
                fuel,
                wood,
                units: 'f',
              };
}
