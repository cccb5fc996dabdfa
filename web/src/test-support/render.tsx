import './provided.ts';
import { callEndpoint, type CallOptions, type Endpoint, type EndpointInput, type EndpointOutput } from '@ews/contract';
import { render, type RenderResult } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { inject } from 'vitest';
import { FeedbackBridge } from '../app/FeedbackBridge.tsx';
import { useUserStore } from '../stores/user.ts';

/** Renders `ui` as the console does: in a router, in antd's App (its dialogs and messages), with the request wrapper's feedback. */
export function renderInConsole(ui: ReactNode): RenderResult {
  return render(
    <MemoryRouter>
      <ConfigProvider>
        <App>
          <FeedbackBridge />
          {ui}
        </App>
      </ConfigProvider>
    </MemoryRouter>,
  );
}

/** The signed-in user holds these permissions (the server's checks are the admin's: this is what the screen offers). */
export function holdPermissions(permissions: string[]): void {
  useUserStore.setState({ userId: 1, username: 'admin', permissions, roles: ['admin'] });
}

/** A call by someone else, past the screen: straight to the test server as the admin. */
export function callAsAnother<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointOutput<E>> {
  return callEndpoint(endpoint, input, { origin: inject('apiOrigin'), token: inject('adminToken'), ...options });
}
