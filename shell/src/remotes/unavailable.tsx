import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeHandle, type RemoteRoutesModule } from '@shop/shared/routing';
import { type RemoteManifestEntry } from '@shop/shared/manifest';
import { Button, NoticePage } from '@shop/shared/ui';
import { ns } from '../namespace';

/** Shown where a remote's pages would be when its files cannot be loaded; the rest of the shop works. */
export function RemoteUnavailable({ remote }: { remote: string }) {
  const { t } = useTranslation(ns);
  return (
    <NoticePage
      title={t('remote.unavailableTitle')}
      role="alert"
      data-testid="remote-unavailable"
      data-remote={remote}
      actions={
        // A reload re-reads the manifest, so a fixed or rolled-back release is picked up too.
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('remote.retry')}
        </Button>
      }
    >
      <p>{t('remote.unavailableBody')}</p>
    </NoticePage>
  );
}

const unavailableHandle = routeHandle({ titleKey: `${ns}:title.unavailable`, noindex: true });

const unavailableBuild = 'unavailable';

/** True for the stand-in of a remote that could not be loaded or was refused. */
export function isUnavailable(module: RemoteRoutesModule): boolean {
  return module.build === unavailableBuild;
}

/** A stand-in module whose routes cover every prefix the remote owns. */
export function unavailableRemote(entry: RemoteManifestEntry): RemoteRoutesModule {
  const element = <RemoteUnavailable remote={entry.name} />;
  const routes: RouteObject[] = entry.owns.flatMap((prefix): RouteObject[] => {
    if (prefix === '/') return [{ index: true, element, handle: unavailableHandle }];
    const path = prefix.replace(/^\/|\/$/g, '');
    return [
      { path, element, handle: unavailableHandle },
      { path: `${path}/*`, element, handle: unavailableHandle },
    ];
  });
  return { routes, build: unavailableBuild };
}
