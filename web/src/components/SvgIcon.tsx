import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

function svgNode({ tag, attrs, children }: AbstractNode, key?: number, rootAttrs?: Record<string, string>): ReactElement {
  const props = Object.fromEntries(Object.entries(attrs).map(([name, value]) => [camelCase(name), value]));
  return createElement(tag, { key, ...props, ...rootAttrs }, children?.map((child, index) => svgNode(child, index)));
}

/**
 * One of antd's outlined or filled icons, drawn from its definition in @ant-design/icons-svg as
 * @ant-design/icons draws it (1em, currentColor), without that package's runtime: what the sign-in
 * page shows comes without antd. Decorative: the control it sits in carries the label.
 */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  // Outlined and filled definitions are plain nodes; only two-tone ones are functions of their colours.
  const node = icon.icon as AbstractNode;
  return (
    <span className={className ? `svg-icon ${className}` : 'svg-icon'} aria-hidden="true">
      {svgNode(node, undefined, { width: '1em', height: '1em', fill: 'currentColor' })}
    </span>
  );
}
