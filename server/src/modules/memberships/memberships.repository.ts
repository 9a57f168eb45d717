import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { MembershipsTable } from '../../db/schema.js';

export type MembershipRow = Selectable<MembershipsTable>;
export type TeacherMembershipRow = MembershipRow & { student_name: string; student_email: string };
export type StudentMembershipRow = MembershipRow & {
  bot_name: string;
  bot_subject: string;
  bot_grade: string;
  bot_join_code: string;
};

export class MembershipsRepository {
  constructor(private readonly db: Db) {}

  findByStudentAndBot(studentId: string, botId: string): Promise<MembershipRow | undefined> {
    return this.db
      .selectFrom('memberships')
      .selectAll()
      .where('student_id', '=', studentId)
      .where('bot_id', '=', botId)
      .executeTakeFirst();
  }

  /** False when the student already has a row for this bot (one request per student and bot). */
  async insert(row: Insertable<MembershipsTable>): Promise<boolean> {
    try {
      await this.db.insertInto('memberships').values(row).execute();
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /**
   * Applies the change only while the row still has `expectedStatus`, so two parallel
   * decisions or requests cannot both win. Returns whether it applied.
   */
  async updateIf(
    id: string,
    expectedStatus: MembershipRow['status'],
    changes: Updateable<MembershipsTable>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('memberships')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', expectedStatus)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('memberships').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Every pending request of the bot, in one statement; returns how many changed. */
  async acceptPending(botId: string, changes: Updateable<MembershipsTable>): Promise<number> {
    const result = await this.db
      .updateTable('memberships')
      .set(changes)
      .where('bot_id', '=', botId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** A request on one of this teacher's bots; undefined for anyone else's. */
  findForOwner(id: string, teacherId: string): Promise<TeacherMembershipRow | undefined> {
    return this.teacherView()
      .where('m.id', '=', id)
      .where('b.teacher_id', '=', teacherId)
      .executeTakeFirst();
  }

  listForBot(botId: string): Promise<TeacherMembershipRow[]> {
    return this.teacherView()
      .where('m.bot_id', '=', botId)
      .orderBy('m.created_at', 'asc')
      .execute();
  }

  listForStudent(studentId: string): Promise<StudentMembershipRow[]> {
    return this.db
      .selectFrom('memberships as m')
      .innerJoin('bots as b', 'b.id', 'm.bot_id')
      .selectAll('m')
      .select([
        'b.name as bot_name',
        'b.subject as bot_subject',
        'b.grade as bot_grade',
        'b.join_code as bot_join_code',
      ])
      .where('m.student_id', '=', studentId)
      .orderBy('m.created_at', 'asc')
      .execute();
  }

  private teacherView() {
    return this.db
      .selectFrom('memberships as m')
      .innerJoin('bots as b', 'b.id', 'm.bot_id')
      .innerJoin('users as u', 'u.id', 'm.student_id')
      .selectAll('m')
      .select(['u.name as student_name', 'u.email as student_email']);
  }
}
