import {describe, expect, it} from 'vitest';
import {MESSAGES} from './messages';
import {noticeIn, noticeKeyFor, pathWithoutNotice, withNotice} from './notices';

describe('notices', () => {
  it('names an outcome by its message and place, and reads it back from the URL', () => {
    const key = noticeKeyFor(
      {message: MESSAGES.footerSubscribed},
      'newsletter',
    );
    expect(key).toBe('subscribed');
    const path = withNotice(
      '/store/shop?filter=new&notice=joined',
      key!,
      'newsletter',
    );
    expect(path).toBe('/store/shop?filter=new&notice=subscribed#newsletter');
    expect(
      noticeIn(new URL(path, 'http://x').search, 'newsletter')?.message,
    ).toBe(MESSAGES.footerSubscribed);
    expect(noticeIn(new URL(path, 'http://x').search, 'page')).toBeUndefined();
  });

  it('shows nothing for an unknown or inherited key', () => {
    expect(noticeIn('?notice=toString', 'page')).toBeUndefined();
    expect(noticeIn('?notice=<script>', 'page')).toBeUndefined();
    expect(noticeKeyFor({message: 'anything'}, 'page')).toBeUndefined();
  });

  it('leaves a notice out of the path a form returns to', () => {
    expect(pathWithoutNotice('/store', '?notice=subscribed&page=2')).toBe(
      '/store?page=2',
    );
    expect(pathWithoutNotice('/', '?notice=joined')).toBe('/');
    expect(
      pathWithoutNotice(
        '/',
        '?utm_source=a&utm_campaign=b&utm_content=c&ref=x',
      ),
    ).toBe('/?ref=x');
  });
});
