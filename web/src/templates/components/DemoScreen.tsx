import { Card } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useAppStore } from '../../stores/app.ts';
import { screenMessages } from '../locales/load.ts';

/**
 * A screen of the demo area, rendered once its messages are there (a chunk of their own): every
 * text the screen computes is then translated, not left as its key from a render before.
 */
export function demoScreen(Screen: ComponentType): ComponentType {
  return function WithDemoMessages() {
    const language = useAppStore((state) => state.language);
    return screenMessages.useMessages(language) ? <Screen /> : <PageSpinner />;
  };
}

/** The card a demo screen shows in. */
export function DemoCard({ testId, title, children }: { testId: string; title?: ReactNode; children: ReactNode }) {
  return (
    <Card className="list-page" data-testid={testId} title={title}>
      {children}
    </Card>
  );
}
