import type {AnchorHTMLAttributes, ReactNode} from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string};

/** Test double of @docusaurus/Link: a plain anchor. */
export default function Link({to, href, children, ...rest}: LinkProps): ReactNode {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
