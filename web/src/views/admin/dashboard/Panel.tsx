import type { ReactNode } from 'react';

/**
 * A small card of the dashboard, drawn as antd's Card size="small" is (dashboard.css): antd's Card
 * brings its Tabs along, some ten kilobytes of the signed-in shell's first screen for a box.
 */
export function Panel({ title, className, busy, children }: { title?: string; className?: string; busy?: boolean; children: ReactNode }) {
  return (
    <section className={className ? `dashboard-panel ${className}` : 'dashboard-panel'} aria-busy={busy || undefined}>
      {title && <div className="dashboard-panel-head">{title}</div>}
      <div className="dashboard-panel-body">{children}</div>
    </section>
  );
}
