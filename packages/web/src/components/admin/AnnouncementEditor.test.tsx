// The back office's announcement dialog: editing a row fills the form and saves it under its id
// (hidden = status 1), a new one is created, and an empty title is refused before anything is sent.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AnnouncementVO } from '@judge/shared/schemas/announcement';
import { initI18n } from '../../i18n';
import { toast } from '../../utils/feedback';
import { useAnnouncementEditor } from './AnnouncementEditor';

initI18n('en-US');

const ROW: AnnouncementVO = {
  id: 9,
  title: 'Maintenance',
  content: 'Tonight',
  uid: 'u1',
  username: 'root',
  status: 1,
  gmtCreate: '2026-01-01T00:00:00Z',
  gmtModified: '2026-01-01T00:00:00Z',
};

function Harness(props: Parameters<typeof useAnnouncementEditor>[0]) {
  const editor = useAnnouncementEditor(props);
  return (
    <>
      <button onClick={() => editor.open(ROW)}>edit</button>
      <button onClick={() => editor.open(null)}>new</button>
      {editor.dialog}
    </>
  );
}

function setup() {
  const calls = {
    create: vi.fn(async () => null),
    update: vi.fn(async () => null),
    onSaved: vi.fn(async () => undefined),
  };
  render(<Harness formName="test-announcement" {...calls} />);
  return calls;
}

describe('announcement dialog', () => {
  it('saves an edited row under its id, keeping it hidden', async () => {
    const calls = setup();
    fireEvent.click(screen.getByText('edit'));
    expect((screen.getByTestId('announcement-title') as HTMLInputElement).value).toBe('Maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.onSaved).toHaveBeenCalled());
    expect(calls.update).toHaveBeenCalledWith({ id: 9, title: 'Maintenance', content: 'Tonight', status: 1 });
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('refuses a new announcement without a title before sending it', async () => {
    const calls = setup();
    // Not shown for real: antd's message renders in its own root after the test's DOM is gone.
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByText('new'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(error).toHaveBeenCalled();
    expect(calls.create).not.toHaveBeenCalled();
    expect(calls.onSaved).not.toHaveBeenCalled();
  });
});
