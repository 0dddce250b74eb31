/**
 * The most common passwords of 8 characters or more, lower-cased, most common first: the top of the
 * NCSC / Have I Been Pwned 100k list and of the classic 10k list (SecLists), plus a few built from this
 * site's name. Shorter passwords are not listed because the length rule already refuses them.
 */
const LIST = `
123456789 password 12345678 password1 1234567890 iloveyou 1q2w3e4r5t qwertyuiop myspace1 homelesspa
1q2w3e4r qwerty123 target123 987654321 1g2w3e4r zag12wsx gwerty123 asdfghjkl 123123123 computer
princess football sunshine 1234qwer iloveyou1 fuckyou1 789456123 princess1 11111111 passer2009
abcd1234 football1 superman jordan23 12qwaszx 123456789a 88888888 michael1 linkedin babygirl1
blink182 qwer1234 liverpool michelle q1w2e3r4 0123456789 iloveyou2 147258369 babygirl jessica1
fuckyou2 0987654321 anthony1 q1w2e3r4t5y6 baseball1 qazwsxedc 1111111111 basketball
passw0rd trustno1 qwerty12 chocolate charlie1 samantha asdf1234 asshole1 superman1 butterfly
sunshine1 internet alexander 00000000 12341234 qweasdzxc 1qazxsw2 password12 password2 hello123
3rjs1la7qe 12344321 vqsablpzla brandon1 starwars jonathan melissa1 cjmasterinf 1234567891 12345qwert
q1w2e3r4t5 a123456789 christian 12345678910 diosesfiel dpbk1234 pe#5gz29ptzmse mercedes victoria
matthew1 123654789 elizabeth barcelona computer1 michelle1 william1 11223344 welcome1 zaq12wsx
jasmine1 liverpool1 1qaz2wsx3edc metallica slipknot chicken1 87654321 0000000000 spiderman 147852369
butterfly1 tinkerbell danielle qwerty12345 1234554321 asdfasdf pokemon1 123qweasd chelsea1
chocolate1 1234567a juventus 111222tianya america1 999999999 jennifer1 freedom1 741852963 qwertyui
1password cocacola a838hfid 1234abcd myspace123 madison1 samantha1 elizabeth1 november diamond1
valentina whatever1 n0=acc3ss super123 password123 spongebob1 hellokitty alexandra 1q2w3e4r5t6y
december a1b2c3d4 patricia 123hfjdk147 123456789q beautiful carolina 4815162342 heather1
sojdlg123aljg sebastian caroline startfinding midnight iw14fi9j yankees1 elephant scorpion bubbles1
fuckoff1 cowboys1 veronica september alexander1 iloveyou! zxcvbnm1 12121212 spongebob stephanie
lovelove precious manchester cristina a1234567 qqww1122 jackson1 asdfghjkl1 qazwsx123 newyork1
richard1 poohbear destiny1 slipknot1 monster1 emmanuel spiderman1 charlotte beautiful1 softball
421uiopy258 brittany aa123456 kristina garfield myspace2 scooter1 9876543210 12345678a kimberly
123456abc brittany1 1122334455 metallica1 1029384756 cameron1 california christian1 password!
963852741 danielle1 samsung1 gangsta1 icecream letmein1 qwerty123456 uqa9ebw445 leonardo christine
bismillah iloveyou12 snickers arsenal1 swordfish fernando marlboro qwerty1234 twilight yagjecc826
loveyou1 tiffany1 hardcore rockstar starwars1 123qwe123 sz9kqcctwy abc123456 marseille password3
alejandro justinbieb poohbear1 jonathan1 lollipop motorola nicholas1 friendster portugal darkness
rainbow1 1234512345 123qweasdzxc victoria1 catherine pa55word password. logitech remember popcorn1
isabelle p3rat54797 steelers1 lizottes blessing rockstar1 aaaaaaaa florida1 peaches1 love4ever
goodluck santiago strawberry abcdefg1 bigdaddy thunder1 asdfghjk vanessa1 fuckyou! iverson3 svetlana
satan666 superstar babygurl1 fyfcnfcbz qwert12345 loverboy azertyuiop 5555555555 angelica yourmom1
bullshit christopher love1234 evildick midnight1 williams 55555555 gateway1 sweetpea rush2112
greenday1 sunflower 1123581321 precious1 brooklyn1 stephanie1 undertaker sweetheart ihateyou
fktrcfylh 123698745 21212121 lebron23 paradise kawasaki polniypizdec0211 a12345678 money123 22222222
vladimir abc12345 shopping career121 12345qwerty christina soccer12 facebook changeme zxcvbnm123
password11 123454321 qw123321 australia southside1 soccer10 maryjane rebecca1 getmoney1 brianna1
realmadrid westside linkinpark asdasdasd francesco inuyasha 111222333 ig4abox4 ronaldo7 savannah
bigdaddy1 courtney1 123456aa cjkysirj jesus123 mahalkita monkey123 hollister1 alessandro w5txn36alfw
password7 bestfriend gabriel1 volleyball yuantuo2012 princess12 chouchou element1 fishing1 teddybear
natalie1 passwort francesca qwerasdf gabriela mariposa abcdefgh babygirl12 zachary1 antonio1
veronika 111111111 nintendo happiness monkey12 bitches1 estrella grandma1 princesa virginia
scarface1 chris123 abcdefg123 77777777 blahblah aleksandr softball1 godisgood twilight1 147896325
fuckyou123 margarita hallo123 children zzzzzzzz password5 soccer11 hollywood password01 inuyasha1
amoremio serenity sabrina1 n8zgt5p0shw= 123456qwerty business panasonic gangster 25802580 colorado
microsoft superstar1 groupd2013 31415926 dbrnjhbz airforce1 3odi15ngxb internet1 westside1
christina1 flowers1 icecream1 bulldog1 redneck1 johncena1 asdasd123 kathleen cupcake1 skittles
frankie1 p@ssw0rd christmas qti7zxh18u football12 snickers1 lasvegas september1 123456789m minecraft
terminator security drowssap 123456789z 19871987 poiuytrewq jackson5 kimberly1 rammstein alexandre
scotland motdepasse harrypotter 192837465 321654987 iloveyou. truelove runescape1 casanova francisco
christophe jesus777 99999999 1qaz1qaz killer123 rhbcnbyf alejandra stonecold a1s2d3f4 g9l2d1fzpy
babygirl2 19851985 welcome123 carpediem aaaaaaaaaa zaq1xsw2 megaparol12345 admin123 anastasia
12369874 savannah1 sweetie1 diwtgm8492 1234567q margaret muhammad maxwell1 123456654321 india123
platinum gangster1 passport jesuschrist hotmail1 123321123 snowball1 asdfghjkl: patches1 d1lakiss
trouble1 69696969 valentine hercules wolverine jamesbond 19841984 maradona mercedes1 yahoo.com
19861986 goldfish james123 winston1 princess2 14789632 idontknow hollywood1 diamonds trinity1
ihateyou1 cutiepie soccer13 bulldogs onelove1 success1 forever21 135792468 nathalie hahahaha
harrison timothy1 123456123 buttercup argentina cocacola1 soccer123 omsairam georgia1 stephen1
maryjane1 dragonball colombia 19891989 infinity trfnthbyf digital1 sexybitch1 7894561230 sureno13
penelope 19921992 runescape paintball1 test1234 summer08 ciaociao football2 swimming telechargement
orlando1 nonmember password4 baseball corvette maverick steelers whatever startrek mountain metallic
dolphins godzilla lifehack airborne explorer christin benjamin dickhead brooklyn redwings michigan
guinness snowball creative bollocks lacrosse spitfire anderson cherokee marshall 1qaz2wsx franklin
courtney semperfi freeuser champion wildcats wolverin freepass pearljam peekaboo budlight electric
stargate swordfis chevelle mitchell spiderma patriots cardinal ncc1701d elizabet wolfpack lawrence
american stingray simpsons tarheels wolfgang testtest billybob pavilion darkside zeppelin darkstar
wrangler bobafett sterling babydoll cheyenne longhorn presario mustang1 21122112 devildog bluebird
access14 enterpri blizzard thailand cadillac hellfire lonewolf fireball engineer basketba valentin
wetpussy morpheus hotstuff fuck_inside goldberg wrinkle1 consumer bigboobs chocolat christia
birthday stephani 98765432 highland seminole airforce deftones pleasure ncc1701e 51505150 cavalier
aardvark babylon5 fredfred concrete atlantis wordpass predator marathon montreal stallion letmein2
clitoris sundance renegade hollywoo stocking christop geronimo creampie trombone mongoose tottenha
butterfl clifford infantry skywalke raistlin vanhalen sherlock dietcoke ultimate superfly drpepper
musicman warcraft morrison thuglife stonecol stardust 66666666 charlott waterloo alexandr hannibal
frontier password123! password1! password12! qwerty123! iloveyou123 admin1234 administrator
changeme123 welcome12 welcome2024 welcome2025 password2024 password2025 summer2024 winter2024
spring2024 letmein123 letmeinplease 1234567890a qwertyuiop1 asdfghjkl123 zxcvbnm12 q1w2e3r4t5y6u7
1qaz2wsx3edc4rfv passwordpassword p@ssword1 p@ssword123 passw0rd1 qwerty1! iloveyou!! trustno1!
football123 baseball123 superman123 batman123 monkey123! dragon123 sunshine123 princess123 master123
shadow123 michael123 jordan123 charlie123 starwars123 whatever123 computer123 internet123 squarely
squarely1 squarely123 squarely! office123 officespace
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.trim().split(/\s+/));
