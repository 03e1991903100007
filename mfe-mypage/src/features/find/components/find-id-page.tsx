import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { hasErrors, normalizePhone, validateFindIdForm, type FieldErrors, type FindType } from '@mall/shared-contracts/member';
import { usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { SubmitButton } from '../../../lib/form';
import { useFindLoginId } from '../api/find-login-id';
import { keepFindIdResult } from '../find-results';
import { ContactFields } from './contact-fields';

/** /find and /find/id: name and the e-mail or phone of the account. */
export function FindIdPage() {
  const platform = usePlatform();
  const find = useFindLoginId();
  const [name, setName] = useState('');
  const [type, setType] = useState<FindType>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'name' | 'email' | 'phone'>>({});
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    document.title = '아이디 찾기 | 케이몰';
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateFindIdForm({ name, type, email, phone });
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    const contact = type === 'email' ? { email: email.trim() } : { phone: normalizePhone(phone) };
    find.mutate(
      { name: name.trim(), find_type: type, ...contact },
      {
        onSuccess: (result) => {
          keepFindIdResult(platform, { result, contact });
          platform.navigate('/find/id/result');
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate aria-label="아이디 찾기">
      <label className="form-field">
        <span>이름</span>
        <input name="name" autoComplete="name" maxLength={20} value={name} onChange={(e) => setName(e.target.value)} />
        {errors.name ? <em className="form-error">{errors.name}</em> : null}
      </label>
      <ContactFields type={type} email={email} phone={phone} onType={setType} onEmail={setEmail} onPhone={setPhone} errors={errors} />
      <FormError message={message} />
      <SubmitButton pending={find.isPending} pendingLabel="찾는 중…">
        아이디 찾기
      </SubmitButton>
    </form>
  );
}
