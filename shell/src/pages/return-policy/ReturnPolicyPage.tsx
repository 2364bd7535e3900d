import { StaticPage } from '../../components/static-page/StaticPage';

/** /return-policy (SPEC §2 static page). */
export default function ReturnPolicyPage() {
  return <StaticPage contentKey="returnPolicy" />;
}
