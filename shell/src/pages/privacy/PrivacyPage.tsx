import { StaticPage } from '../../components/static-page/StaticPage';

/** /privacy (SPEC §2 static page). */
export default function PrivacyPage() {
  return <StaticPage contentKey="privacy" />;
}
