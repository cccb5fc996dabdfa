import './provided.ts';
import { callEndpoint, type CallOptions, type Endpoint, type EndpointInput, type EndpointOutput } from '@ews/contract';
import { render, type RenderResult } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { inject } from 'vitest';
import { FeedbackBridge } from '../app/FeedbackBridge.tsx';
import { useUserStore } from '../stores/user.ts';

/** What the console puts around a view: a router, antd's App (its dialogs and messages), the request wrapper's feedback. */
function Console({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <ConfigProvider>
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </MemoryRouter>
  );
}

/** Renders `ui` as the console does; `rerender` keeps it in the console. */
export function renderInConsole(ui: ReactNode): RenderResult {
  return render(ui, { wrapper: Console });
}

/** The signed-in user holds these permissions (the server's checks are the admin's: this is what the screen offers). */
export function holdPermissions(permissions: string[]): void {
  useUserStore.setState({ userId: 1, username: 'admin', permissions, roles: ['admin'] });
}

/** A call by someone else, past the screen: straight to the test server as the admin. */
export function callAsAnother<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointOutput<E>> {
  return callEndpoint(endpoint, input, { origin: inject('apiOrigin'), token: inject('adminToken'), ...options });
}
