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
