import { StaticPage } from '../../components/static-page/StaticPage';

/** /shipping-terms (SPEC §2 static page). */
export default function ShippingTermsPage() {
  return <StaticPage contentKey="shippingTerms" />;
}
