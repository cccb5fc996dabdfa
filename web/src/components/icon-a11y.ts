import { createElement, forwardRef, type ComponentType, type Ref } from 'react';

type IconProps = Record<string, unknown>;

/**
 * antd's icon component made decorative by default. @ant-design/icons names every icon after its
 * English file name (<span role="img" aria-label="environment">), so a screen reader heard
 * "environment 疫源点", "plus 新增" or a bare "left" in every language. The build puts the result
 * in place of that component for every icon, ours and antd's own (web/vite.config.ts,
 * ews-decorative-icons): an icon is hidden from assistive technology unless its caller names it
 * (aria-label or aria-labelledby); a control made of an icon alone carries its translated name.
 */
export function decorativeIcon(Base: ComponentType<IconProps>): ComponentType<IconProps> {
  const Icon = forwardRef<HTMLElement, IconProps>(function Icon(props, ref: Ref<HTMLElement>) {
    const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    const hidden = named ? {} : { role: undefined, 'aria-label': undefined, 'aria-hidden': true };
    return createElement(Base, { ...props, ...hidden, ref });
  });
  // The two-tone icon's colour helpers stay reachable for whoever calls them on the component.
  const { getTwoToneColor, setTwoToneColor } = Base as { getTwoToneColor?: unknown; setTwoToneColor?: unknown };
  return Object.assign(Icon, getTwoToneColor ? { getTwoToneColor, setTwoToneColor } : {}) as ComponentType<IconProps>;
}
