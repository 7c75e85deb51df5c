import type { InputHTMLAttributes, ReactNode } from 'react';

interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  type: 'radio' | 'checkbox';
  id: string;
  children: ReactNode;
}

/**
 * A radio or checkbox drawn large (src/styles/forms.css): the native input stays, invisible over the drawn box, so
 * keyboard, forms and screen readers work as usual; the label beside it is the touch target, 44 px high at least.
 */
export function Choice({ type, id, children, ...input }: ChoiceProps) {
  return (
    <div className={`choice choice-${type}`}>
      <input {...input} type={type} id={id} className="choice-input" />
      <label className="choice-label" htmlFor={id}>
        {children}
      </label>
    </div>
  );
}
