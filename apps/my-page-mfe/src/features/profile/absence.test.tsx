import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ABSENCE_MESSAGES, type TaskListResponse } from '@idea-portal/contracts';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, setMockCurrentUser, tasksFor } from '@idea-portal/testing';
import { routes } from '../../routes';
import { en } from '../../i18n/en';
import { de } from '../../i18n/de';

const server = setupMockApi();

const card = async (language: 'en' | 'de' = 'en') => {
  await renderWithProviders(null, { routes, route: '/app/profile', language });
  return screen.findByRole('form', { name: language === 'de' ? 'Abwesenheit und Vertretung' : 'Absence and deputy' });
};

describe('absence and deputy (profile)', () => {
  it('shows the contract’s messages in both languages', () => {
    for (const [key, text] of Object.entries(ABSENCE_MESSAGES.en)) expect(en.absence[key.replace('absence.', '') as keyof typeof en.absence]).toBe(text);
    for (const [key, text] of Object.entries(ABSENCE_MESSAGES.de)) expect(de.absence[key.replace('absence.', '') as keyof typeof de.absence]).toBe(text);
  });

  it('checks the days and the deputy, saves, and ends the absence after asking', async () => {
    setMockCurrentUser('u-eval');
    const form = await card();
    fireEvent.change(within(form).getByLabelText(/First day away/), { target: { value: '2030-05-10' } });
    fireEvent.change(within(form).getByLabelText(/Last day away/), { target: { value: '2030-05-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save absence' }));
    expect(await within(form).findByText('The last day cannot be before the first day')).toBeTruthy();
    expect(within(form).getByText('Please choose a deputy')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Last day away/), { target: { value: '2030-05-20' } });
    fireEvent.change(within(form).getByLabelText('Find a deputy'), { target: { value: 'Mark' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Choose Mark Weber as deputy' }, { timeout: 3000 }));
    expect(within(form).getByTestId('absence-deputy').textContent).toContain('Mark Weber');
    fireEvent.click(within(form).getByRole('button', { name: 'Save absence' }));
    const status = await screen.findByTestId('absence-status');
    expect(status.textContent).toContain('Mark Weber will stand in for you');

    fireEvent.click(screen.getByRole('button', { name: 'End absence' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your absence?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End absence' }));
    await waitFor(() => expect(screen.queryByTestId('absence-status')).toBeNull());
  });

  it('marks in My Tasks the tasks done as someone’s deputy (English and German)', async () => {
    setMockCurrentUser('u-mark');
    server.use(
      http.get(`${DEFAULT_MOCK_API_URL}/tasks`, () => {
        const tasks = tasksFor('u-eval')
          .slice(0, 1).map((t) => ({ ...t, taskId: `${t.taskId}:for:u-eval`, forPerson: { id: 'u-eval', name: 'Eva Evaluator' } }));
        return HttpResponse.json({ tasks, total: tasks.length, overdue: 0 } satisfies TaskListResponse);
      }),
    );
    const { unmount } = await renderWithProviders(null, { routes, route: '/app/my-page/tasks' });
    expect((await screen.findByTestId('task-for-person')).textContent).toBe('As deputy for Eva Evaluator');
    unmount();
    await renderWithProviders(null, { routes, route: '/app/my-page/tasks', language: 'de' });
    expect((await screen.findByTestId('task-for-person')).textContent).toBe('In Vertretung für Eva Evaluator');
  });
});
