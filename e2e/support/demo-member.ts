import { DEMO_MEMBER } from '../../api/src/seed/index';

/** One real sign-in of the seeded demo member: its session token. */
export async function signInDemoMember(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
  });
  const body = (await response.json()) as { data?: { jwt?: string } };
  if (!response.ok || !body.data?.jwt) throw new Error(`demo member sign-in failed: HTTP ${response.status}`);
  return body.data.jwt;
}
