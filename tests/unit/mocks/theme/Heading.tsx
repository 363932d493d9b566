import type {ComponentProps, ReactNode} from 'react';

type HeadingProps = ComponentProps<'h2'> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

/** Test double of @theme/Heading: the plain heading element, without the theme's anchor link. */
export default function Heading({as: Tag, children, ...rest}: HeadingProps): ReactNode {
  return <Tag {...rest}>{children}</Tag>;
}
