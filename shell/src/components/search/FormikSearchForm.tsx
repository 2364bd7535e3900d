import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { track } from '@shop/shared/analytics';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formsNamespace, requiredText } from '@shop/shared/forms';
import { i18next } from '@shop/shared/i18n';
import { clearPageCache } from '@shop/shared/page-cache';
import { useSearchKeywords } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { searchPath } from './searchPath';
import { SearchFormView, type SearchVariant } from './SearchFormView';

export interface FormikSearchFormProps {
  variant: SearchVariant;
  onSearched?: () => void;
  /** What the shopper typed into the plain stand-in before this form loaded. */
  initialValue?: string;
  /** The stand-in had the focus: the field takes it over, so typing goes on where it was. */
  keepFocus?: boolean;
  /** The stand-in was submitted before this form loaded: submit (and validate) at once. */
  submitOnMount?: boolean;
}

/** The validation messages live in the shared `forms` texts; load them before the form is shown. */
export async function loadFormTexts(): Promise<void> {
  await i18next.loadNamespaces(formsNamespace);
}

/**
 * The site search (SPEC §2, §5) with formik + yup: the keyword is required ('*請輸入' + label), unless the field
 * shows a suggested keyword as its placeholder: an empty search then looks for that one. Submitting clears the
 * page cache, opens /search?keyword=… and empties the field.
 * Loaded on demand by SearchBox, so neither library is in the first load.
 */
export default function FormikSearchForm({
  variant,
  onSearched,
  initialValue = '',
  keepFocus,
  submitOnMount,
}: FormikSearchFormProps) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  // The placeholder (the server's first suggestion) is what an empty search looks for.
  const placeholderKeyword = useSearchKeywords()[0]?.trim() ?? '';
  const validationSchema = useMemo(
    () => object({ keyword: placeholderKeyword ? string() : requiredText(t('search.requiredLabel')) }),
    [t, placeholderKeyword],
  );
  const formik = useFormik({
    initialValues: { keyword: initialValue },
    validationSchema,
    // The message appears on submit only, not while the shopper is still typing.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: ({ keyword }, helpers) => {
      const term = keyword.trim() || placeholderKeyword;
      clearPageCache();
      helpers.resetForm({ values: { keyword: '' } });
      track.search(term);
      navigate(searchPath(term));
      onSearched?.();
    },
  });

  // Focus moves in the commit that removed the stand-in: a key pressed before a passive effect would go to <body>.
  const takeFocus = useEffectEvent(() => {
    if (keepFocus) inputRef.current?.focus();
  });
  useLayoutEffect(() => takeFocus(), []);
  // Once, for the submit that the stand-in had before this form existed.
  const takeSubmit = useEffectEvent(() => {
    if (submitOnMount) void formik.submitForm();
  });
  useEffect(() => takeSubmit(), []);

  return (
    <SearchFormView
      variant={variant}
      onSubmit={formik.handleSubmit}
      error={formik.errors.keyword}
      inputRef={inputRef}
      inputProps={{
        value: formik.values.keyword,
        onChange: (event) => {
          formik.handleChange(event);
          if (formik.errors.keyword) formik.setFieldError('keyword', undefined);
        },
      }}
    />
  );
}
