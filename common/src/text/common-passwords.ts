// Passwords that appear near the top of every leaked-password list, written out by us (issue 8).
// Only entries of 8 characters or more matter: shorter ones already fail the length rule.
// Compared case-insensitively, so "Password1" is as refused as "password1".
const COMMON = `
12345678 123456789 1234567890 12345678910 0123456789 87654321 987654321 11111111 00000000
22222222 88888888 99999999 12341234 11223344 12121212 123123123 1234512345 112233445566
123456123456 147258369 159753456 741852963 963852741 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx
q1w2e3r4 q1w2e3r4t5 qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 1234qwer qweasdzxc
123qweasd asdfghjk asdfghjkl asdf1234 zxcvbnm1 a1b2c3d4 abcd1234 abc12345 abcdefgh
password password1 password12 password123 password1234 password! passw0rd p@ssw0rd p@ssword
pa55word passwort motdepasse contraseña iloveyou iloveyou1 sunshine princess football
football1 baseball basketball superman batman123 trustno1 letmein1 letmein123 welcome1
welcome123 whatever changeme changeme123 computer internet starwars michelle jennifer
jordan23 liverpool chelsea1 arsenal1 barcelona realmadrid manchester pokemon1 minecraft
fortnite iloveu123 loveyou1 dragon12 master12 monkey12 shadow12 secret12 secret123
admin123 admin1234 administrator root1234 default1 guest123 test1234 testtest 00001111
student1 student123 teacher1 teacher123 school123 edubot123 classroom homework
egypt123 cairo123 alexandria mohamed1 mohamed123 mohammed1 ahmed123 ahmed1234 mahmoud1
bismillah allahakbar allah123 palestine palestine1 saudi123 riyadh123 dubai123 amman123
`;

const COMMON_SET = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_SET.has(password.trim().toLowerCase());
}
