import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { i18n } from '@idea-portal/platform';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, mockDb } from '@idea-portal/testing';
import { routes } from './routes';
import { validateCategory } from './features/categories/components/CategoryFormModal';
import { toBody, validateSettings, type SettingsFormValues } from './features/settings/lib/settings-form';
import { DEFAULT_DEADLINE_POLICY } from '@idea-portal/domain';

const server = setupMockApi();
const api = (path: string) => `${DEFAULT_MOCK_API_URL}${path}`;
const categoriesPage = (language: 'en' | 'de' = 'en') =>
  renderWithProviders(null, { routes, route: '/app/admin/categories', base: '/app/admin', language });

describe('category and settings rules (contracts)', () => {
  it('checks category names and descriptions', () => {
    expect(validateCategory({ name: 'Safety', nameDe: '', description: '' })).toEqual({});
    expect(validateCategory({ name: 'Safety', nameDe: 'Sicherheit', description: '' })).toEqual({});
    expect(validateCategory({ name: ' a ', nameDe: '', description: '' })).toEqual({ name: 'categories.errors.nameTooShort' });
    expect(validateCategory({ name: 'x'.repeat(61), nameDe: '', description: '' })).toEqual({ name: 'categories.errors.nameTooLong' });
    expect(validateCategory({ name: 'Safety', nameDe: 'x'.repeat(61), description: '' })).toEqual({ nameDe: 'categories.errors.nameDeTooLong' });
    expect(validateCategory({ name: 'Safety', nameDe: '', description: 'd'.repeat(501) })).toEqual({ description: 'categories.errors.descriptionTooLong' });
  });

  it('checks settings and normalises domains', () => {
    const good: SettingsFormValues = {
      name: 'Demo Corp',
      preferredLanguage: 'de',
      currency: 'chf',
      selfRegistrationEnabled: true,
      allowedDomains: ['@Example.com', 'example.com'],
      requireMfa: true,
      timeZone: 'Europe/Berlin',
      allowSelfAssessment: false,
      realisedSavingsReviewThreshold: 100000,
      appealPeriodDays: 28,
      wageType: ' 4711 ',
      deadlineState: 'BY',
      periods: { assess: 10, answerInquiry: 5, review: 15, expertOpinion: 10, implement: 60, decide: 10 },
      closingDays: ['2026-12-31', ' 2026-12-28', '2026-12-31'],
      reminderDaysBefore: 2,
      escalationDaysOverdue: 3,
    };
    expect(validateSettings(good)).toEqual({});
    expect(toBody(good)).toEqual({
      name: 'Demo Corp',
      preferredLanguage: 'de',
      currency: 'CHF',
      timeZone: 'Europe/Berlin',
      selfRegistration: { enabled: true, allowedDomains: ['example.com'] },
      requireMfa: true,
      allowSelfAssessment: false,
      realisedSavingsReviewThreshold: 100000,
      appealPeriodDays: 28,
      wageType: '4711',
      deadlines: {
        state: 'BY',
        periods: { assess: 10, answerInquiry: 5, review: 15, expertOpinion: 10, implement: 60, decide: 10 },
        closingDays: ['2026-12-28', '2026-12-31'],
        reminderDaysBefore: 2,
        escalationDaysOverdue: 3,
      },
    });
    expect(validateSettings({ ...good, periods: { ...good.periods, review: 0 } })).toEqual({ 'periods.review': { key: 'settings.errors.period' } });
    expect(validateSettings({ ...good, periods: { ...good.periods, assess: '' } })).toEqual({ 'periods.assess': { key: 'settings.errors.period' } });
    expect(validateSettings({ ...good, closingDays: ['2026-02-30'] })).toEqual({ closingDays: { key: 'settings.errors.closingDay', values: { day: '2026-02-30' } } });
    expect(validateSettings({ ...good, reminderDaysBefore: 21, escalationDaysOverdue: 0 })).toEqual({
      reminderDaysBefore: { key: 'settings.errors.reminderDays' },
      escalationDaysOverdue: { key: 'settings.errors.escalationDays' },
    });
    expect(validateSettings({ ...good, appealPeriodDays: 0 })).toEqual({ appealPeriodDays: { key: 'settings.errors.appealPeriod' } });
    expect(validateSettings({ ...good, appealPeriodDays: '' })).toEqual({ appealPeriodDays: { key: 'settings.errors.appealPeriod' } });
    expect(validateSettings({ ...good, wageType: '=HYPERLINK()' })).toEqual({ wageType: { key: 'settings.errors.wageType' } });
    expect(validateSettings({ ...good, timeZone: 'America/New_York' })).toEqual({});
    expect(validateSettings({ ...good, timeZone: 'Mars/Olympus_Mons' })).toEqual({ timeZone: { key: 'settings.errors.timeZone' } });
    expect(validateSettings({ ...good, timeZone: '' })).toEqual({ timeZone: { key: 'settings.errors.timeZone' } });
    expect(validateSettings({ ...good, realisedSavingsReviewThreshold: '' })).toEqual({ realisedSavingsReviewThreshold: { key: 'settings.errors.threshold' } });
    expect(validateSettings({ ...good, realisedSavingsReviewThreshold: 2e9 })).toEqual({ realisedSavingsReviewThreshold: { key: 'settings.errors.threshold' } });
    expect(validateSettings({ ...good, currency: 'EU' })).toEqual({ currency: { key: 'settings.errors.currency' } });
    expect(validateSettings({ ...good, name: 'D' }).name).toEqual({ key: 'settings.errors.nameTooShort' });
    expect(validateSettings({ ...good, allowedDomains: ['example.com', 'not a domain'] }).allowedDomains).toEqual({
      key: 'settings.errors.domain',
      values: { domain: 'not a domain' },
    });
  });
});

describe('categories page', () => {
  it('creates a category with POST /admin/categories', async () => {
    let body: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') body = await request.clone().json();
    });
    await categoriesPage();
    await screen.findByRole('link', { name: 'View ideas in Sustainability' });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The name must be at least 2 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: ' Safety ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^German name/ }), { target: { value: ' Sicherheit ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), { target: { value: 'Health and safety at work' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category "Safety" created')).toBeTruthy();
    expect(body).toEqual({ name: 'Safety', nameDe: 'Sicherheit', description: 'Health and safety at work' });
    expect(await screen.findByText('Sicherheit')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'View ideas in Safety' })).toBeTruthy();
    expect(screen.getByText('Health and safety at work')).toBeTruthy();
  });

  it('shows a taken name at the field (409 CONFLICT)', async () => {
    await categoriesPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'process' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await screen.findAllByText('A category named "process" already exists')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Add category' })).toBeTruthy();
  });

  it('renames a category with PATCH', async () => {
    await categoriesPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Technology' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category Technology' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'IT' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category "Technology" renamed to "IT"')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'View ideas in IT' })).toBeTruthy();
    expect(mockDb.ideas.filter((i) => i.category === 'IT')).toHaveLength(3);
  });

  it('deletes an unused category after confirmation', async () => {
    await categoriesPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(within(dialog).getByText('Delete the category "Product"? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category "Product" deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'View ideas in Product' })).toBeNull());
    expect(mockDb.categories.some((c) => c.name === 'Product')).toBe(false);
  });

  it('explains 409 CATEGORY_IN_USE and keeps the category', async () => {
    await categoriesPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sustainability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const message = '"Sustainability" is still used by 4 ideas and cannot be deleted. Move those ideas to another category first.';
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(screen.getByText('Category not deleted')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'View ideas in Sustainability' })).toBeTruthy();
  });

  it('sends the version it read; when someone else saved first it says so and shows their change (409 VERSION_CONFLICT)', async () => {
    let body: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') body = await request.clone().json();
    });
    await categoriesPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Technology' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category Technology' });
    // Another administrator renames it while this dialog is open.
    const technology = mockDb.categories.find((c) => c.name === 'Technology')!;
    technology.name = 'Tech';
    mockDb.categoryDetails[technology.id] = { description: null, createdAt: '2024-01-15T09:00:00.000Z', version: 2 };
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'IT' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this in the meantime. The latest version has been loaded; please make your change again.')).toBeTruthy();
    expect(body).toEqual({ name: 'IT', version: 1 });
    expect(technology.name).toBe('Tech');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: 'View ideas in Tech' })).toBeTruthy();
  });

  it('explains the conflict in German too', async () => {
    server.use(http.delete(api('/admin/categories/:id'), () => HttpResponse.json({ code: 'CATEGORY_IN_USE', message: 'x' }, { status: 409 })));
    await categoriesPage('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Process löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kategorie löschen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByText(/„Process“ wird noch von 4 Ideen verwendet/)).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});

describe('settings page', () => {
  it('saves with PUT /admin/settings and shows a toast', async () => {
    let body: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') body = await request.clone().json();
    });
    await renderWithProviders(null, { routes, route: '/app/admin/settings', base: '/app/admin' });
    const save = await screen.findByRole('button', { name: 'Save settings' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Demo Corporation' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Currency/ }), { target: { value: 'chf' } });
    fireEvent.click(screen.getByRole('switch', { name: /Multi-factor authentication required/ }));
    fireEvent.click(screen.getByRole('switch', { name: /People may handle their own ideas/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Second person above realised savings of/ }), { target: { value: '50000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^First assessment/ }), { target: { value: '7' } });
    fireEvent.click(save);
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(body).toEqual({
      name: 'Demo Corporation',
      preferredLanguage: 'en',
      currency: 'CHF',
      timeZone: 'Europe/Berlin',
      selfRegistration: { enabled: true, allowedDomains: ['example.com'] },
      requireMfa: true,
      allowSelfAssessment: true,
      realisedSavingsReviewThreshold: 50000,
      appealPeriodDays: 28,
      wageType: null,
      deadlines: { ...DEFAULT_DEADLINE_POLICY, periods: { ...DEFAULT_DEADLINE_POLICY.periods, assess: 7 } },
      version: 1,
    });
    expect(mockDb.tenantPolicy.deadlines.periods.assess).toBe(7);
    expect(mockDb.tenants[0]!.name).toBe('Demo Corporation');
    expect(mockDb.tenantPolicy.requireMfa).toBe(true);
    expect(mockDb.tenantPolicy).toMatchObject({ allowSelfAssessment: true, realisedSavingsReviewThreshold: 50000 });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.queryByText(/Last changed: never/)).toBeNull();
   }, 90_000);

  it('validates before sending and shows the API refusal', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') sent++;
    });
    await renderWithProviders(null, { routes, route: '/app/admin/settings', base: '/app/admin' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Currency/ }), { target: { value: 'E1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Currency must be a three-letter ISO code')).toBeTruthy();
    expect(sent).toBe(0);
    server.use(http.put(api('/admin/settings'), () => HttpResponse.json({ code: 'FORBIDDEN', message: 'x' }, { status: 403 })));
    fireEvent.change(screen.getByRole('textbox', { name: /Currency/ }), { target: { value: 'USD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings not saved')).toBeTruthy();
    expect(screen.getByText('Only administrators may do this.')).toBeTruthy();
  });

  it('refuses to overwrite settings someone else saved meanwhile and shows theirs (German)', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/settings', base: '/app/admin', language: 'de' });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Mein Name' } });
    // Another administrator saves first.
    mockDb.tenants[0]!.name = 'Ihr Name';
    mockDb.tenantPolicy = { ...mockDb.tenantPolicy, version: 2, updatedAt: new Date().toISOString() };
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Jemand anderes hat das inzwischen geändert. Der aktuelle Stand wurde geladen; bitte nehmen Sie Ihre Änderung erneut vor.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Ihr Name'));
    expect(mockDb.tenants[0]!.name).toBe('Ihr Name');
    await i18n.changeLanguage('en');
  });

  it('picks the time zone by searching the list of IANA zones and saves it', async () => {
    let body: Record<string, unknown> | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') body = await request.clone().json();
    });
    await renderWithProviders(null, { routes, route: '/app/admin/settings', base: '/app/admin' });
    const zone = (await screen.findByLabelText(/^Time zone/, { selector: 'input' })) as HTMLInputElement;
    expect(zone.value).toBe('Europe/Berlin');
    expect(screen.getByText('The times in PDF case files and histories are shown in this zone.')).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(zone);
    await user.type(zone, 'Atlantis');
    expect(await screen.findByText('No time zone of that name')).toBeTruthy();
    await user.clear(zone);
    await user.type(zone, 'tokyo');
    expect(screen.queryByRole('option', { name: 'Europe/Berlin', hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo', hidden: true }));
    expect(zone.value).toBe('Asia/Tokyo');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(body).toMatchObject({ timeZone: 'Asia/Tokyo', version: 1 });
    expect(mockDb.tenantPolicy.timeZone).toBe('Asia/Tokyo');
    await waitFor(() => expect((screen.getByLabelText(/^Time zone/, { selector: 'input' }) as HTMLInputElement).value).toBe('Asia/Tokyo'));
  });

  it('shows the API refusing a time zone it does not know at the time zone field (400, German)', async () => {
    server.use(
      http.put(api('/admin/settings'), () =>
        HttpResponse.json({ code: 'VALIDATION_FAILED', message: 'Invalid body', details: [{ path: 'body.timeZone', message: 'validation.unknownTimeZone' }] }, { status: 400 }),
      ),
    );
    await renderWithProviders(null, { routes, route: '/app/admin/settings', base: '/app/admin', language: 'de' });
    expect(await screen.findByText('In dieser Zone werden die Zeiten in PDF-Vorgangsakten und Verläufen angezeigt.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Demo Corporation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    const message = 'Wählen Sie eine Zeitzone aus der Liste (eine IANA-Zone wie Europe/Berlin)';
    expect(await screen.findByText('Einstellungen nicht gespeichert')).toBeTruthy();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    await i18n.changeLanguage('en');
  });

  it("names a domain that belongs to another tenant (409 DOMAIN_TAKEN) at the domain list", async () => {
    server.use(
      http.put(api('/admin/settings'), () =>
        HttpResponse.json({ code: 'DOMAIN_TAKEN', message: 'x', details: [{ path: 'body.selfRegistration.allowedDomains.0', message: 'example.com' }] }, { status: 409 }),
      ),
    );
    await renderWithProviders(null, { routes, route: '/app/admin/settings', base: '/app/admin' });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Demo Corporation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const message = '"example.com" belongs to another tenant. A domain can belong to one tenant only; ask the platform operator if it is yours.';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(screen.getByText('Settings not saved')).toBeTruthy();
  });

  it('turns self-registration off, which disables the domain list (German)', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/settings', base: '/app/admin', language: 'de' });
    const toggle = await screen.findByRole('switch', { name: /Selbstregistrierung/ });
    expect(screen.getByRole('switch', { name: /Eigene Ideen selbst bearbeiten erlaubt/ })).toBeTruthy();
    expect(screen.getByText('Funktionstrennung')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getByText('Erlaubte E-Mail-Domains')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Einstellungen gespeichert')).toBeTruthy();
    expect(mockDb.tenantPolicy.selfRegistration.enabled).toBe(false);
    await i18n.changeLanguage('en');
  });
});
