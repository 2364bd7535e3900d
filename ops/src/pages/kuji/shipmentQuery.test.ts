import { shipmentStatus, shipRequest } from './shipmentQuery';

describe('the prize shipments page', () => {
  it('lists the status the URL asks for, and paid (waiting to be shipped) for anything else', () => {
    expect(shipmentStatus(new URLSearchParams('status=shipped'))).toBe('shipped');
    expect(shipmentStatus(new URLSearchParams('status=expired&page=2'))).toBe('expired');
    expect(shipmentStatus(new URLSearchParams('status=lost'))).toBe('paid');
    expect(shipmentStatus(new URLSearchParams())).toBe('paid');
  });

  it('ships with the carrier and tracking code as typed, without the spaces around them', () => {
    const form = new FormData();
    form.set('shipment_id', '4');
    form.set('carrier', ' Black Cat ');
    form.set('tracking_code', 'TW123 ');
    expect(shipRequest(form)).toEqual({ carrier: 'Black Cat', tracking_code: 'TW123' });
  });
});
