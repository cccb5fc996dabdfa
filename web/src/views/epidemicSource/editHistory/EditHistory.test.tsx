import { Permissions } from '@ews/contract/permissions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { holdPermissions, renderInConsole } from '../../../test-support/render.tsx';
import EditHistory from './index.tsx';

// The map beside the coordinates needs WebGL, which jsdom has not: the counts are what is looked at here.
vi.mock('../../../components/map/LocationPicker.tsx', () => ({ LocationPicker: () => null }));

/*
 * With 2 bubonic cases and 5 deaths typed, the form showed a case fatality of 250.0 % and response
 * level IV before saving: figures read from counts the schema refuses. They show a dash until the
 * counts keep the rules, and the figures again once they do.
 */

function type(testId: string, text: string) {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

const fatality = () => screen.getByTestId('outbreak-form-fatality').querySelector('.ant-statistic-content')!.textContent;
const level = () => screen.getByTestId('response-level').textContent;

describe('the figures derived from an outbreak’s counts', () => {
  it('show a dash while the deaths exceed the cases, and the figures once they do not', async () => {
    holdPermissions([Permissions.HISTORY_ADD]);
    renderInConsole(<EditHistory />);
    await screen.findByTestId('outbreak-form-bubonic');
    type('outbreak-form-bubonic', '2');
    type('outbreak-form-deaths', '5');
    await waitFor(() => expect((screen.getByTestId('outbreak-form-cases') as HTMLInputElement).value).toBe('2'));
    await waitFor(() => expect([fatality(), level()]).toEqual(['—', '—']));
    type('outbreak-form-deaths', '1');
    await waitFor(() => expect([fatality(), level()]).toEqual(['50.0%', 'Level IV']));
  });
});
