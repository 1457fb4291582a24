/**
 * The one component body behind every Arco icon in the build (build/arcoIcons.ts): the same
 * element as Arco's generated modules render, with props overriding the SVG defaults.
 */
import { createElement, forwardRef, useContext, type ReactNode, type Ref } from 'react';
import { IconContext } from '@arco-design/web-react/icon/react-icon/context';

interface IconProps extends Record<string, unknown> {
  className?: string;
  spin?: boolean;
}

export function arcoIcon(
  displayName: string,
  slug: string,
  svgProps: Record<string, unknown>,
  children: () => ReactNode[],
) {
  const Icon = forwardRef((iconProps: IconProps, ref: Ref<SVGSVGElement>) => {
    const prefixCls = (useContext(IconContext) as { prefixCls?: string }).prefixCls ?? 'arco';
    const { className, spin } = iconProps;
    const props: Record<string, unknown> = {
      'aria-hidden': true,
      focusable: false,
      ref,
      ...iconProps,
    };
    props.className = `${className ? `${className} ` : ''}${prefixCls}-icon ${prefixCls}-icon-${slug}`;
    if (spin) props.className += ` ${prefixCls}-icon-loading`;
    delete props.spin;
    delete props.isIcon;
    return createElement('svg', { ...svgProps, ...props }, ...children());
  });
  (Icon as { defaultProps?: object }).defaultProps = { isIcon: true };
  Icon.displayName = displayName;
  return Icon;
}
