import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { reportPreloadError } from '@shop/shared/routing';
import type { FormikSearchFormProps } from './FormikSearchForm';
import { SearchFormView, type SearchVariant } from './SearchFormView';
import { SearchSuggestions } from './SearchSuggestions';
import * as styles from './search-form.module.css';

type SearchFormComponent = ComponentType<FormikSearchFormProps>;

let loading: Promise<SearchFormComponent> | undefined;
let loaded: SearchFormComponent | undefined;

/** Fetches the formik form and the validation texts once for the whole page. */
function loadSearchForm(): Promise<SearchFormComponent> {
  loading ??= import('./FormikSearchForm')
    .then(async (module) => {
      await module.loadFormTexts();
      return (loaded = module.default);
    })
    .catch((error: unknown) => {
      // SPEC §8 preload-error contract; forget the failure so the next focus or submit tries again.
      loading = undefined;
      if (reportPreloadError(error)) console.error('The search form could not be loaded.', error);
      throw error;
    });
  return loading;
}

interface SearchBoxProps {
  variant: SearchVariant;
  onSearched?: () => void;
  /** Load the real form at once (the drawer: opening it already shows the intent to search). */
  eager?: boolean;
}

/**
 * The site search. formik and yup must stay out of the home page's first load, so a plain form with the
 * same markup stands in until the shopper points at, focuses or submits it; then the formik form takes
 * over with whatever was typed, the focus, and the pending submit.
 */
interface Handoff {
  value: string;
  focused: boolean;
  submit: boolean;
}

export function SearchBox({ variant, onSearched, eager = false }: SearchBoxProps) {
  // The real form, with what the stand-in handed over at the moment of the swap.
  const [swapped, setSwapped] = useState<{ Form: SearchFormComponent; handoff: Handoff } | undefined>(() =>
    loaded ? { Form: loaded, handoff: { value: '', focused: false, submit: false } } : undefined,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const handoff = useRef<Handoff>({ value: '', focused: false, submit: false });

  const activate = useCallback((submit = false) => {
    if (submit) handoff.current.submit = true;
    loadSearchForm().then(
      (component) => {
        const input = inputRef.current;
        // Read again at the swap as well: a value set without input events (autofill) still carries over.
        if (input?.value) handoff.current.value = input.value;
        handoff.current.focused ||= input !== null && document.activeElement === input;
        setSwapped({ Form: component, handoff: { ...handoff.current } });
      },
      () => {
        handoff.current.submit = false;
      },
    );
  }, []);

  useEffect(() => {
    if (eager) activate();
  }, [eager, activate]);

  let form;
  if (swapped) {
    const { Form, handoff: given } = swapped;
    form = (
      <Form
        variant={variant}
        onSearched={onSearched}
        initialValue={given.value}
        keepFocus={given.focused}
        submitOnMount={given.submit}
      />
    );
  } else {
    form = (
      <SearchFormView
        variant={variant}
        inputRef={inputRef}
        inputProps={{
          defaultValue: '',
          // Recorded as it happens, so what is typed while the real form swaps in is never lost.
          onInput: (event) => {
            const value = event.currentTarget.value;
            handoff.current.value = value;
            // Typed after the swap was asked for but before it rendered: the real form starts with it too.
            setSwapped((pending) => pending && { ...pending, handoff: { ...pending.handoff, value } });
          },
          onFocus: () => {
            handoff.current.focused = true;
            activate();
          },
          onBlur: () => {
            handoff.current.focused = false;
          },
        }}
        onPointerEnter={() => activate()}
        onSubmit={(event) => {
          event.preventDefault();
          activate(true);
        }}
      />
    );
  }
  return (
    <div className={`${styles.box} ${styles[variant]}`} data-testid={`search-box-${variant}`}>
      {form}
      <SearchSuggestions onSearched={onSearched} />
    </div>
  );
}
