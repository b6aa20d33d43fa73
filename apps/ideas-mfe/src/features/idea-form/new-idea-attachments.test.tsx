// vitest: own module graph (counts every write the page makes, none left from another file)
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentLocation, recordWrites, renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, mockDb } from '@idea-portal/testing';
import { routes } from '../../routes';
import { toPending } from './hooks/use-pending-attachments';
import '../../test/cleanup';

const server = setupMockApi();
const api = (path: string) => `${DEFAULT_MOCK_API_URL}${path}`;
const cors = { 'Access-Control-Allow-Origin': '*' };
// Save, upload and submit are several requests in a row: more time on a busy machine.
const slow = { timeout: 10_000 };

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillIdea(title: string) {
  await screen.findByLabelText(/^Title/);
  type(/^Title/, title);
  type(/^Problem statement/, 'Paper forms get lost between the departments every week.');
  type(/^Proposed solution/, 'Scan them at the entrance and route them digitally.');
  fireEvent.click(await screen.findByPlaceholderText('Choose a category'));
  fireEvent.click(await screen.findByRole('option', { name: 'Process', hidden: true }));
}

function chooseFiles(files: File[], legend = 'Attachments') {
  const fieldset = screen.getByRole('group', { name: legend });
  const input = fieldset.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
  return fieldset;
}

describe('toPending', () => {
  it('checks each file on its own and refuses more than ten', () => {
    const ok = new File(['%PDF'], 'plan.pdf');
    const [pdf, exe] = toPending([ok, new File(['MZ'], 'tool.exe')], 0);
    expect(pdf).toMatchObject({ status: 'waiting', error: null });
    expect(exe).toMatchObject({ status: 'invalid', error: 'validation.fileTypeNotAllowed' });
    expect(toPending([ok], 10)[0]).toMatchObject({ status: 'invalid', error: 'validation.tooManyFiles' });
  });
});

describe('new idea with attachments', () => {
  it('uploads the chosen files right after the draft is created, then submits; a refused file stays behind', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') calls.push(`POST ${new URL(request.url).pathname}`);
    });
    await renderWithProviders(null, { routes, route: '/app/ideas/new' });
    await fillIdea('Digital mail room');
    const fieldset = chooseFiles([new File(['%PDF-1.4 plan'], 'plan.pdf', { type: 'application/pdf' }), new File(['MZ'], 'tool.exe')]);
    expect(within(fieldset).getByText('plan.pdf')).toBeTruthy();
    expect(within(fieldset).getByText('Uploads when you save or submit')).toBeTruthy();
    // The reason in the contracts' words, whose texts load with the first refused file.
    await waitFor(() => expect(within(fieldset).getByRole('alert').textContent).toContain('This file type is not allowed'));
    // The refused file is taken off the list.
    fireEvent.click(within(fieldset).getByRole('button', { name: 'Remove tool.exe' }));
    expect(within(fieldset).queryByText('tool.exe')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit idea' }));
    expect(await screen.findByText('Idea submitted', {}, slow)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toMatch(/^\/app\/ideas\/idea-[^/]+$/), slow);
    const id = currentLocation().split('/')[3];
    expect(calls).toEqual(['POST /ideas', `POST /ideas/${id}/attachments`, `POST /ideas/${id}/submit`]);
    const stored = mockDb.ideas.find((i) => i.id === id)!;
    expect(stored.status).toBe('first_assessment');
    expect(stored.attachments.map((a) => a.fileName)).toEqual(['plan.pdf']);
  }, 30_000);

  it('a failed upload keeps the form and the file with its reason (German); saving again updates the same draft', async () => {
    let refuse = true;
    server.use(
      http.post(api('/ideas/:id/attachments'), () =>
        refuse ? HttpResponse.json({ code: 'PAYLOAD_TOO_LARGE', message: 'too large' }, { status: 413, headers: cors }) : undefined,
      ),
    );
    const posts = recordWrites(server);
    await renderWithProviders(null, { routes, route: '/app/ideas/new', language: 'de' });
    await screen.findByLabelText(/^Titel/);
    type(/^Titel/, 'Digitale Poststelle');
    const fieldset = chooseFiles([new File(['hello'], 'notes.txt', { type: 'text/plain' })], 'Anhänge');
    fireEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    expect(await within(fieldset).findByText(/Jede Datei darf höchstens 10 MB groß sein/, {}, slow)).toBeTruthy();
    expect(within(fieldset).getByText(/Beim nächsten Speichern wird es erneut versucht/)).toBeTruthy();
    expect(currentLocation()).toBe('/app/ideas/new');
    expect(posts[0]).toBe('POST /ideas');
    const id = mockDb.ideas.at(-1)!.id;

    refuse = false;
    // The message shows while the save settles; the button is pressable again once it has.
    const saveDraft = screen.getByRole('button', { name: 'Entwurf speichern' });
    await waitFor(() => expect(saveDraft.hasAttribute('disabled')).toBe(false), slow);
    fireEvent.click(saveDraft);
    await waitFor(() => expect(currentLocation()).toBe(`/app/ideas/${id}/edit`), slow);
    // One draft: the second save updated it and uploaded the file that had failed.
    expect(posts.filter((p) => p === 'POST /ideas')).toHaveLength(1);
    expect(posts).toContain(`PATCH /ideas/${id}`);
    expect(mockDb.ideas.find((i) => i.id === id)!.attachments.map((a) => a.fileName)).toEqual(['notes.txt']);
  }, 30_000);
});
