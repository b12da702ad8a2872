import { applyForJob } from '../stores/careers.ts';

/**
 * Sends the careers page's form (CareersView.astro) as the GraphQL multipart request: the values are read
 * at submit time; a refusal is shown in the page's language by its message key (the form's
 * `data-messages`), the form stays as it was for the applicant to correct; an accepted application
 * replaces the form with the thank-you line.
 */
export function wireCareersForm(form: HTMLElement | null): void {
  if (!(form instanceof HTMLFormElement)) return;
  const messages = JSON.parse(form.dataset['messages'] ?? '{}') as Record<string, string>;
  const maxBytes = Number(form.dataset['maxBytes']);
  const alert = form.querySelector<HTMLElement>('[role=alert]');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const cv = data.get('cv');
    if (button) {
      button.disabled = true;
      button.textContent = form.dataset['sending'] ?? '';
    }
    const outcome = await applyForJob(
      { openingId: text('openingId'), name: text('name'), mobile: text('mobile'), email: text('email') },
      cv instanceof File && cv.name !== '' ? cv : null,
      maxBytes,
    );
    if (button) {
      button.disabled = false;
      button.textContent = form.dataset['submit'] ?? '';
    }
    if (outcome.ok) {
      form.hidden = true;
      document.getElementById('careers-sent')?.removeAttribute('hidden');
      return;
    }
    if (alert) {
      alert.textContent = messages[outcome.error.messageKey] ?? outcome.error.message ?? messages['careers.messages.sendFailed'] ?? '';
      alert.hidden = false;
    }
  });
}
