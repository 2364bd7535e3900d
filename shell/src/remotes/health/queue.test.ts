import { maxCountPerEvent, maxEventsPerBeacon, RemoteHealthQueue } from './queue';

function queueSending(accept: (body: string) => boolean = () => true) {
  const sent: unknown[][] = [];
  const queue = new RemoteHealthQueue((body) => {
    const taken = accept(body);
    if (taken) sent.push(JSON.parse(body) as unknown[]);
    return taken;
  });
  return { queue, sent };
}

describe('RemoteHealthQueue', () => {
  it('folds repeats of one remote, version and kind into one counted event', () => {
    const { queue, sent } = queueSending();
    queue.add('mf_catalog', '1.0.0-3f2a9c1b', 'load');
    queue.add('mf_catalog', '1.0.0-3f2a9c1b', 'render-error');
    queue.add('mf_catalog', '1.0.0-3f2a9c1b', 'render-error');
    queue.add('mf_catalog', '1.1.0-0badcafe', 'render-error');
    queue.flush();
    expect(sent).toEqual([
      [
        { remote: 'mf_catalog', version: '1.0.0-3f2a9c1b', kind: 'load', count: 1 },
        { remote: 'mf_catalog', version: '1.0.0-3f2a9c1b', kind: 'render-error', count: 2 },
        { remote: 'mf_catalog', version: '1.1.0-0badcafe', kind: 'render-error', count: 1 },
      ],
    ]);
    expect(queue.isEmpty).toBe(true);
  });

  it('keeps each event and each beacon within what the endpoint takes', () => {
    const { queue, sent } = queueSending();
    for (let i = 0; i < maxCountPerEvent * 2 + 5; i += 1) queue.add('mf_fanza', '1.0.0-3f2a9c1b', 'unhandled-error');
    for (let i = 0; i < maxEventsPerBeacon; i += 1) queue.add('mf_catalog', `1.0.${i}-3f2a9c1b`, 'load');
    queue.flush();
    expect(sent.map((beacon) => beacon.length)).toEqual([maxEventsPerBeacon, 3]);
    const fanza = sent.flat().filter((event) => (event as { remote: string }).remote === 'mf_fanza');
    expect(fanza.map((event) => (event as { count: number }).count)).toEqual([maxCountPerEvent, maxCountPerEvent, 5]);
  });

  it('keeps what the browser did not take for the next flush', () => {
    let accepting = false;
    const { queue, sent } = queueSending(() => accepting);
    queue.add('mf_member', '1.0.0-3f2a9c1b', 'load-failure');
    queue.flush();
    expect(queue.isEmpty).toBe(false);
    queue.add('mf_member', '1.0.0-3f2a9c1b', 'load-failure');
    accepting = true;
    queue.flush();
    expect(sent).toEqual([[{ remote: 'mf_member', version: '1.0.0-3f2a9c1b', kind: 'load-failure', count: 2 }]]);
  });
});
