import {PageHeading} from '~/components/PageHeading';
import {SITE} from '~/lib/site';
import {useLocalize} from '~/features/markets/use-market';

/**
 * The page behind a link from one of our emails that changes something (confirm a place,
 * unsubscribe): opening it shows one button, because mail scanners open links and a GET
 * must change nothing; the button posts the token back. After the post, or for a bad link,
 * the page shows its message instead (`role` says whether it is news or a problem).
 */
export function TokenButtonPage({
  title,
  intro,
  button,
  token,
  message,
}: {
  title: string;
  intro: string;
  button: string;
  token: string | null;
  message: {text: string; role: 'status' | 'alert'} | null;
}) {
  const localize = useLocalize();
  return (
    <section className="pb-16">
      <PageHeading eyebrow={SITE.shopName} title={title}>
        {message ? null : <p>{intro}</p>}
      </PageHeading>
      <div className="mx-auto max-w-xl px-4 text-center sm:px-6">
        {message ? (
          <p
            role={message.role}
            className="rounded-2xl bg-orange-50 px-4 py-3 text-stone-800 dark:bg-stone-900 dark:text-stone-100"
          >
            {message.text}
          </p>
        ) : (
          <form method="post">
            <input type="hidden" name="token" value={token ?? ''} />
            <button type="submit" className="button-primary px-8 py-4">
              {button}
            </button>
          </form>
        )}
        <p className="mt-8">
          <a href={localize('/')} className="underline">
            {SITE.shopName}
          </a>
        </p>
      </div>
    </section>
  );
}
