import type {ReactNode} from 'react';

/** A page's title block, the same on every content page. */
export function PageHeading({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="page-heading">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="page-title">{title}</h1>
      {children ? <div className="page-lead">{children}</div> : null}
    </div>
  );
}
