import type {
  AnchorHTMLAttributes,
  AriaAttributes,
  ButtonHTMLAttributes,
  ReactNode,
  Ref,
} from 'react';
import { Link } from './Link';

/** Without `href`: a real `<button>`, `type="button"` unless told otherwise. */
export type ButtonElementProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'onFocus' | 'onPointerEnter' | 'disabled' | 'name' | 'value' | 'form' | 'id'
> &
  AriaAttributes & {
    href?: undefined;
    newTab?: undefined;
    type?: 'button' | 'submit' | 'reset';
    ref?: Ref<HTMLButtonElement>;
  };

/** With `href`: a link, following the internal/external rule. A link cannot be disabled. */
export type LinkElementProps = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'onClick' | 'onFocus' | 'onPointerEnter' | 'id'> &
  AriaAttributes & {
    href: string;
    newTab?: boolean;
    type?: undefined;
    disabled?: undefined;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonElementOrLinkProps = ButtonElementProps | LinkElementProps;

type ButtonBaseProps = ButtonElementOrLinkProps & { className: string; children: ReactNode };

/** Renders one set of button props as a `<button>` or a link; Button and IconButton share it. */
export function ButtonBase(props: ButtonBaseProps) {
  if (props.href !== undefined) {
    const { href, newTab, type: _type, disabled: _disabled, ...anchorProps } = props;
    return <Link href={href} newTab={newTab} {...anchorProps} />;
  }
  const { href: _href, newTab: _newTab, type = 'button', ...buttonProps } = props;
  return <button type={type} {...buttonProps} />;
}
