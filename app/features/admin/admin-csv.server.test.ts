import {describe, expect, it} from 'vitest';
import {toCsv} from './admin-csv.server';

describe('toCsv', () => {
  it('writes RFC 4180: CRLF line ends, quotes doubled, delimiters and line breaks quoted', () => {
    expect(
      toCsv(
        [
          ['Ana "the chef"', 'a,b@example.com', 'line\nbreak'],
          ['plain', 'x@example.com', ''],
        ],
        ['name', 'email', 'note'],
      ),
    ).toBe(
      'name,email,note\r\n"Ana ""the chef""","a,b@example.com","line\nbreak"\r\nplain,x@example.com,\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const csv = toCsv([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'safe']]);
    expect(csv).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),safe\r\n`);
  });
});

describe('toCsv against csv-stringify (record 0161 chose its output; record 0223 its size)', () => {
  // Every start a formula guard looks at, every character that forces quotes, and each
  // type a row from PostgREST may hold.
  const texts = [
    '',
    'plain',
    'a,b',
    'say "hi"',
    'two\r\nlines',
    'cr\ronly',
    'lf\nonly',
  ];
  const starts = [
    '=',
    '+',
    '-',
    '@',
    '\t',
    '\r',
    '\uFF1D',
    '\uFF0B',
    '\uFF0D',
    '\uFF20',
    "'",
    ' ',
    'é',
  ];
  const cells: unknown[] = [
    ...texts,
    ...starts.flatMap((start) => texts.map((text) => start + text)),
    0,
    42,
    -7,
    -0.5,
    3.25,
    12n,
    -12n,
    true,
    false,
    null,
    undefined,
    new Date('2026-11-25T06:00:00Z'),
    {utm: 'x,y'},
  ];

  it('writes every cell as the library does, with and without a header', async () => {
    const {stringify} = await import('csv-stringify/browser/esm/sync');
    const library = (records: unknown[][]) =>
      stringify(records, {
        record_delimiter: 'windows',
        quoted_match: /[\r\n]/,
        escape_formulas: true,
      });
    const rows = cells.map((cell, index) => [index, cell, 'tail']);
    expect(toCsv(rows)).toBe(library(rows));
    expect(toCsv(rows, ['n', 'cell', 'tail'])).toBe(
      library([['n', 'cell', 'tail'], ...rows]),
    );
    expect(toCsv([])).toBe(library([]));
  });
});
