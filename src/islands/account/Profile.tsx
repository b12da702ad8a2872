import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { PasswordSchema, ProfileSchema } from '../../lib/account-forms.ts';
import { changePassword, refreshUser, updateProfile } from '../../stores/session/profile.ts';
import { $session } from '../../stores/session.ts';
import { OrderList } from './orders/OrderList.tsx';
import { Field, Notice, useAction, useStrings } from './ui.tsx';

/**
 * /my-account: who is signed in (greeted by name when the server knows it: the user is fetched again, as
 * the one stored at sign-in may have had no name yet; without a name, a link to add it), the latest orders, the way back to the shop.
 */
export function AccountHome() {
  const { s, href } = useStrings();
  const { user } = useStore($session);
  useEffect(() => {
    void refreshUser();
  }, []);
  const name = user?.name?.trim();
  return (
    <>
      <p className="greeting">
        {name ? (
          s('account.home.greeting', { name })
        ) : (
          <>
            {s('account.home.greetingNoName')} · <a href={href('/my-account/profile')}>{s('account.home.addName')}</a>
          </>
        )}
      </p>
      <p>{s('account.home.mobile', { mobile: user?.mobile ?? '' })}</p>
      <h2>{s('account.home.recentOrders')}</h2>
      <OrderList />
      <p>
        <a href={href('/')}>{s('account.home.shop')}</a>
      </p>
    </>
  );
}

/** /my-account/profile: name and e-mail; the mobile number is the login and stays. */
export function Profile() {
  const { s } = useStrings();
  const { user } = useStore($session);
  const action = useAction();
  const form = useForm({ resolver: zodResolver(ProfileSchema), defaultValues: { name: user?.name ?? '', email: user?.email ?? '' } });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit(({ name, email }) => action.act(() => updateProfile(name, email || null), ACCOUNT_MESSAGES.accountUpdated))}>
      <Field id="profile-name" label={s('account.profile.name')} error={errors.name?.message}>
        <input id="profile-name" autoComplete="name" {...form.register('name')} />
      </Field>
      <Field id="profile-email" label={s('account.profile.email')} error={errors.email?.message}>
        <input id="profile-email" type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field id="profile-mobile" label={s('account.profile.mobile')} hint={s('account.profile.mobileFixed')}>
        <input id="profile-mobile" value={user?.mobile ?? ''} readOnly />
      </Field>
      <Notice notice={action.notice} />
      <button type="submit" className="button" disabled={action.busy}>
        {action.busy ? s('account.common.saving') : s('account.common.save')}
      </button>
    </form>
  );
}

/** /my-account/change-password */
export function ChangePassword() {
  const { s } = useStrings();
  const { user } = useStore($session);
  const action = useAction();
  const form = useForm({ resolver: zodResolver(PasswordSchema), defaultValues: { current: '', password: '', confirm: '' } });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async ({ current, password }) => {
        if (await action.act(() => changePassword(current || null, password), ACCOUNT_MESSAGES.passwordChanged)) form.reset();
      })}
    >
      {user?.hasPassword && (
        <Field id="password-current" label={s('account.password.current')} error={errors.current?.message}>
          <input id="password-current" type="password" autoComplete="current-password" {...form.register('current')} />
        </Field>
      )}
      <Field id="password-new" label={s('account.password.new')} hint={s('account.password.hint')} error={errors.password?.message}>
        <input id="password-new" type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field id="password-confirm" label={s('account.password.confirm')} error={errors.confirm?.message}>
        <input id="password-confirm" type="password" autoComplete="new-password" {...form.register('confirm')} />
      </Field>
      <Notice notice={action.notice} />
      <button type="submit" className="button" disabled={action.busy}>
        {s('account.password.change')}
      </button>
    </form>
  );
}
