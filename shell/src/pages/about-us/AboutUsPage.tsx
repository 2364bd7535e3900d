import { StaticPage } from '../../components/static-page/StaticPage';

/** /about-us (SPEC §2 static page). */
export default function AboutUsPage() {
  return <StaticPage contentKey="aboutUs" />;
}
