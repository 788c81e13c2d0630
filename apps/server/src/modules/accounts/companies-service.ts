import type { Role } from "@tq/contract/roles";
import type { Company, CompanyBody, CompanyDetail, CompanyMemberBody } from "@tq/contract/accounts";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Conflict, Forbidden, Invalid, NotFound } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize, can } from "../../policies/authorize.ts";
import { findCountry } from "../site/countries-repo.ts";
import { findUserByEmail } from "../users/repo.ts";
import {
  addMember,
  findCompany,
  insertCompany,
  listCompanies,
  listMembers,
  removeMember,
  updateCompany,
  type CompanyRow,
} from "./companies-repo.ts";
import { presentCompany, presentMember } from "./presenter.ts";

const OTHER_COUNTRY = "This organisation is in another country.";
const NO_SUCH_MEMBER =
  "No account you manage uses this email: the person signs up first, in your country (a country director adds people of their own country).";

/** GET /api/companies: the world director's all; a country director's, their country's. */
export async function companiesOf(ctx: AppContext, session: Session): Promise<Company[]> {
  authorize(session, "users.list", null);
  const country = session.user.role === "worlddirector" ? null : session.user.country;
  return (await listCompanies(ctx.db, country)).map(presentCompany);
}

async function managedCompany(ctx: AppContext, session: Session, id: number): Promise<CompanyRow> {
  authorize(session, "users.list", null);
  const company = await findCompany(ctx.db, id);
  if (!company) throw NotFound("The organisation");
  authorize(session, "company.manage", company, OTHER_COUNTRY);
  return company;
}

async function detail(ctx: AppContext, company: CompanyRow): Promise<CompanyDetail> {
  const members = await listMembers(ctx.db, company.id);
  return { ...presentCompany({ ...company, memberCount: members.length }), members: members.map(presentMember) };
}

/** GET /api/companies/:id */
export async function companyDetail(ctx: AppContext, session: Session, id: number): Promise<CompanyDetail> {
  return detail(ctx, await managedCompany(ctx, session, id));
}

async function checkCountry(ctx: AppContext, session: Session, code: string): Promise<void> {
  if (!(await findCountry(ctx.db, code))) throw Invalid("country", "Choose a country from the list.");
  if (!(session.user.role === "worlddirector" || code === session.user.country))
    throw Forbidden("You manage the organisations of your own country.");
}

/** POST /api/companies */
export async function createCompany(
  ctx: AppContext,
  session: Session,
  body: CompanyBody,
  meta: RequestMeta,
): Promise<CompanyDetail> {
  authorize(session, "users.list", null);
  await checkCountry(ctx, session, body.country);
  const id = await insertCompany(ctx.db, { ...body, createdBy: session.user.id });
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "company.create",
    targetType: "company",
    targetId: id,
    ip: meta.ip,
  });
  return companyDetail(ctx, session, id);
}

/** PATCH /api/companies/:id */
export async function editCompany(
  ctx: AppContext,
  session: Session,
  id: number,
  body: CompanyBody,
  meta: RequestMeta,
): Promise<CompanyDetail> {
  await managedCompany(ctx, session, id);
  await checkCountry(ctx, session, body.country);
  await updateCompany(ctx.db, id, body);
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "company.update",
    targetType: "company",
    targetId: id,
    ip: meta.ip,
  });
  return companyDetail(ctx, session, id);
}

/** POST /api/companies/:id/members: by email; the account must exist. */
export async function addCompanyMember(
  ctx: AppContext,
  session: Session,
  id: number,
  body: CompanyMemberBody,
  meta: RequestMeta,
): Promise<CompanyDetail> {
  const company = await managedCompany(ctx, session, id);
  const found = await findUserByEmail(ctx.db, body.email);
  // The directors' country rule holds for members too, and an account out of reach answers
  // exactly as an unknown email: adding members must not look accounts up (issue #13).
  const user =
    found && can(session, "user.readInfo", { id: found.id, country: found.country, role: found.role as Role })
      ? found
      : undefined;
  if (!user) throw Invalid("email", NO_SUCH_MEMBER);
  if (!(await addMember(ctx.db, id, user.id, body.position)))
    throw Conflict("This person is already a member.", { email: "This person is already a member." });
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "company.member_add",
    targetType: "company",
    targetId: id,
    ip: meta.ip,
    details: { userId: user.id },
  });
  return detail(ctx, company);
}

/** DELETE /api/companies/:id/members/:userId */
export async function removeCompanyMember(
  ctx: AppContext,
  session: Session,
  id: number,
  userId: number,
  meta: RequestMeta,
): Promise<void> {
  await managedCompany(ctx, session, id);
  if (!(await removeMember(ctx.db, id, userId))) throw NotFound("That member");
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "company.member_remove",
    targetType: "company",
    targetId: id,
    ip: meta.ip,
    details: { userId },
  });
}
