/**
 * Answers every call with the result of the newest one: each returned promise settles only once no newer call has
 * started. Formik keeps the errors of whichever validation finishes LAST; with an asynchronous check (the mobile
 * number asks the API) an older run can finish after a newer one and put back errors of text that is gone.
 */
export function latestOnly<T>(): (run: Promise<T>) => Promise<T> {
  let newest: Promise<T> | undefined;
  const settle = (run: Promise<T>): Promise<T> => run.then((value) => (run === newest ? value : settle(newest!)));
  return (run) => {
    newest = run;
    return settle(run);
  };
}
