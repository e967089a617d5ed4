import {describe, expect, it} from 'vitest';
import {pageOf, paginationHrefs, withoutCursor} from './pagination';

const items = ['a', 'b', 'c', 'd', 'e'];
const self = (item: string) => item;

describe('pageOf (an in-memory list, Shopify cursor semantics)', () => {
  it('starts at the beginning', () => {
    expect(pageOf(items, {first: 2, endCursor: null}, self)).toEqual({
      nodes: ['a', 'b'],
      pageInfo: {
        hasPreviousPage: false,
        hasNextPage: true,
        startCursor: 'a',
        endCursor: 'b',
      },
    });
  });

  it('goes forward after the end cursor, to the last page', () => {
    expect(pageOf(items, {first: 2, endCursor: 'b'}, self).nodes).toEqual([
      'c',
      'd',
    ]);
    const last = pageOf(items, {first: 2, endCursor: 'd'}, self);
    expect(last.nodes).toEqual(['e']);
    expect(last.pageInfo).toMatchObject({
      hasPreviousPage: true,
      hasNextPage: false,
    });
  });

  it('goes back before the start cursor', () => {
    const page = pageOf(items, {last: 2, startCursor: 'e'}, self);
    expect(page.nodes).toEqual(['c', 'd']);
    expect(page.pageInfo).toMatchObject({
      hasPreviousPage: true,
      hasNextPage: true,
    });
    expect(pageOf(items, {last: 2, startCursor: 'c'}, self)).toMatchObject({
      nodes: ['a', 'b'],
      pageInfo: {hasPreviousPage: false, hasNextPage: true},
    });
  });

  it('starts from the beginning on an unknown cursor, either direction', () => {
    expect(pageOf(items, {first: 2, endCursor: 'zz'}, self).nodes).toEqual([
      'a',
      'b',
    ]);
    expect(pageOf(items, {last: 2, startCursor: 'zz'}, self).nodes).toEqual([
      'a',
      'b',
    ]);
  });

  it('is empty for an empty list', () => {
    expect(pageOf([], {first: 2, endCursor: null}, self)).toEqual({
      nodes: [],
      pageInfo: {
        hasPreviousPage: false,
        hasNextPage: false,
        startCursor: null,
        endCursor: null,
      },
    });
  });
});

describe('paginationHrefs', () => {
  it('keeps the other parameters and replaces the cursor', () => {
    const hrefs = paginationHrefs(
      '?filter=sale&sort=title&cursor=old&direction=next',
      {
        hasPreviousPage: true,
        hasNextPage: true,
        startCursor: 's',
        endCursor: 'e',
      },
    );
    expect(hrefs).toEqual({
      previous: '?filter=sale&sort=title&cursor=s&direction=previous',
      next: '?filter=sale&sort=title&cursor=e&direction=next',
    });
  });

  it('has no link where there is no page', () => {
    expect(
      paginationHrefs('', {
        hasPreviousPage: false,
        hasNextPage: false,
        startCursor: 'a',
        endCursor: 'b',
      }),
    ).toEqual({
      previous: null,
      next: null,
    });
  });

  it('withoutCursor drops only the pagination parameters', () => {
    expect(
      withoutCursor(
        new URLSearchParams('filter=new&cursor=x&direction=previous'),
      ).toString(),
    ).toBe('filter=new');
  });
});
