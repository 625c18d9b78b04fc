# One line about each game and what its worked examples show (the registry: GameSpec::about_id, GameSpec::examples).
# Ids: about-NAME and example-NAME-K, NAME the game's main name, K from 1 in the order of its examples.

about-arc-kayles = 호 케일스(Arc Kayles): 그래프의 변 하나를 양 끝점과 함께(그리고 그 점에 닿는 모든 변과 함께) 가져갑니다. 괄호 안에 변 u-v를 씁니다
about-graph = 방향 그래프의 꼭짓점 위의 말(한 줄에 변 `u v` 하나인 변 목록; 순환 허용: 무승부, 일반화된 값). 한 수는 말 하나를 변을 따라 옮깁니다
about-node-kayles = 노드 케일스(Node Kayles): 그래프의 꼭짓점 하나를 이웃 꼭짓점 모두와 함께 가져갑니다. 괄호 안에 변 u-v를 씁니다
about-staircase = 계단 1, 2, 3, … 위의 동전. 한 계단의 동전을 몇 개든 한 계단 아래로 옮깁니다(계단 0은 바닥)
about-tartan = 두 동전 게임의 곱(R, S: turtles, mock-turtles, ruler, 임의의 spawning 게임 또는 spawning(CODE)). 수는 앞면의 쌍 x y이고, nimmul x y는 turtles × turtles에서 (x, y)에 있는 앞면입니다
example-tartan-1 = 거북 × 거북: (3, 5)의 앞면은 님 곱 3 ⊗ 5입니다
about-strip = 0부터 번호가 붙은 칸 위의 칩을 왼쪽으로 얼마든지 옮깁니다. 뛰어넘기와 한 칸에 여러 칩 허용
example-strip-1 = 「님은 어디에 숨었나?」 게임 1: 칸 5, 10, 14, 16, 22의 칩
about-strip-nojump = 뛰어넘지 않고 왼쪽으로 옮기는 칩. 칸은 1부터 번호가 붙고 한 칸에 칩 하나
example-strip-nojump-1 = 「님은 어디에 숨었나?」 게임 4: 간격 4, 1, 5, P-위치
about-chocolate = 표시된 칸이 있는 초콜릿 판: 그 칸의 위쪽 행, 오른쪽 열, 아래쪽 행, 왼쪽 열의 수
example-chocolate-1 = 「님은 어디에 숨었나?」 게임 3: 8 × 12 판
about-poker = 포커 님: 둘 차례인 사람의 은행에 A개, 상대의 은행에 B개의 칩, 남은 더하기 K번. 전체 위치로만 쓸 수 있습니다
about-lines = 바닥에 붙은 끊어진 줄: 고리 수, 줄의 양 끝이 붙어 있으면 =
example-lines-1 = 「님은 어디에 숨었나?」 게임 6: 양 끝이 붙은 줄 하나
example-lines-2 = 「님은 어디에 숨었나?」 게임 6: 한쪽 끝만 붙은 줄 셋과 양 끝이 붙은 줄 하나
about-hackenbush = 초록 해켄부시: 번호가 붙은 꼭짓점 사이의 변 u-v, 꼭짓점 0은 땅. 고리와 겹친 변 허용
example-hackenbush-1 = 초록 해켄부시: 회로 하나, 고리 같은 쌍 하나, 나무 하나
about-caterpillar = 고리 N개짜리 애벌레의 초록 고리, 꼬리부터 번호(꼬리 = 1)
example-caterpillar-1 = 「님은 어디에 숨었나?」 게임 2: 고리 20개짜리 애벌레
about-spawning = CGSuite의 spawning 코드로 정하는 동전 뒤집기 게임(개수 3, 1-9, 2+; C, C(k), E, S, F). 수는 앞면인 동전(동전은 1부터; Mock Turtles는 0부터)
example-spawning-1 = 거북 뒤집기: 동전 1, 4, 7이 앞면
example-spawning-2 = 가짜 거북: 동전 0, 2, 5가 앞면
example-spawning-3 = 순무: 같은 간격의 동전 세 개를 뒤집습니다
example-spawning-4 = 그런트: 대칭인 동전 네 개, 그중 하나는 동전 1
about-sub = 한 무더기에서 정확히 a, b, … 개를 가져갑니다
about-bounded = 한 무더기에서 1개부터 k개까지 가져갑니다
about-allbut = 한 무더기에서 a, b, …를 뺀 아무 양수 개를 가져갑니다
about-conjunctive = 논리곱 합: 한 수는 모든 부분 게임에서의 수입니다. 한 부분이 끝나면 게임이 끝납니다(남은 수)
about-selective = 선택 합: 한 수는 비어 있지 않은 아무 부분 게임 집합에서의 수입니다
about-ordinal = 순서 합 G : H: G에서 두면 H가 지워지고, H에서 두면 G가 남습니다
about-moore = 무어의 Nim_k: 한 번에 1개부터 k개의 무더기에서 가져갑니다
about-wythoff = 두 무더기. 한 무더기에서 가져가거나, 두 무더기에서 차이가 a보다 작은 양을 가져갑니다(`wythoff`: a = 1, 두 무더기에서 같은 양)
example-wythoff-1 = 프랭켈의 2-와이트호프: 두 무더기에서 차이가 2보다 작은 양
about-kayles = 무더기 게임: take-and-break 코드와 이름이 붙은 게임(수로 무더기가 나뉠 수 있음)
about-nim = 한 무더기에서 아무 양수 개를 가져갑니다
about-take-away = 무더기 H, 마지막에 가져간 수 M: 1개부터 K·M개까지 가져갑니다(K는 분수일 수 있음)
about-fibonacci-nim = 무더기 H, 마지막에 가져간 수 M: 1개부터 2M개까지 가져갑니다(take-away(2))
about-mem = 무더기 H, 마지막에 가져간 수 M: M개 이상 가져갑니다
about-cram = 크램: 나란히 붙은 빈칸 두 개를 도미노로 덮습니다. | 로 구분한 행, . 은 빈칸, # 은 막힌 칸
example-cram-1 = 9칸짜리 두 행, 두 번째 행은 거의 막힘
example-cram-2 = 4 × 4: 두 번째 사람이 반 바퀴 돌린 자리에 따라 두어 이깁니다
example-cram-3 = 5 × 5: 모양 수천 개의 영역 탐색
